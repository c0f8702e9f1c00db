#include "review/ReviewPanel.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <functional>

#include "analysis/EvalGraph.h"
#include "analysis/ValueWords.h"
#include "review/ReviewModel.h"
#include "review/ReviewWords.h"
#include "session/MoveListModel.h"
#include "ui/CellFocus.h"

using namespace bagh;

namespace {

// Calls `fit` whenever the watched viewport changes its width.
class ViewportWidth : public QObject {
public:
    ViewportWidth(QObject* parent, std::function<void()> fit)
        : QObject(parent), fit_(std::move(fit)) {}
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Resize) fit_();
        return false;
    }

private:
    std::function<void()> fit_;
};

}  // namespace

namespace {

// The list keeps the keys that walk it (the window binds the arrows to stepping through the
// game): Up, Down, Page Up, Page Down, Home and End, unmodified. Home and End go to the first
// and the last ply (a table's own go to the first and last column).
class ListKeys : public QObject {
public:
    explicit ListKeys(QTableView* view) : QObject(view), view_(view) {}

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
            return false;
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() & ~Qt::KeypadModifier) return false;
        switch (key->key()) {
            case Qt::Key_Home:
            case Qt::Key_End:
                if (event->type() == QEvent::KeyPress) {
                    const int rows = view_->model()->rowCount();
                    const QModelIndex to =
                        view_->model()->index(key->key() == Qt::Key_Home ? 0 : rows - 1,
                                              std::max(0, view_->currentIndex().column()));
                    // Already there (the list follows the board): shown, as Enter does.
                    if (to.isValid() && to.row() == view_->currentIndex().row())
                        emit view_->activated(to);
                    else if (to.isValid())
                        view_->setCurrentIndex(to);
                }
                event->accept();
                return true;
            case Qt::Key_Up:
            case Qt::Key_Down:
            case Qt::Key_PageUp:
            case Qt::Key_PageDown:
                if (event->type() == QEvent::ShortcutOverride) {
                    event->accept();
                    return true;
                }
                return false;
            default:
                return false;
        }
    }

private:
    QTableView* view_;
};

// The list of plies prefers its least height (three rows): the room left goes to it, and on a
// short window the scroll area scrolls rather than making room for a preferred height first.
class PlyTable : public QTableView {
public:
    QSize sizeHint() const override { return {QTableView::sizeHint().width(), minimumHeight()}; }
};

QLabel* wrapped(const QString& objectName) {
    auto* l = new QLabel;
    l->setObjectName(objectName);
    l->setWordWrap(true);
    return l;
}

}  // namespace

ReviewPanel::ReviewPanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("card"));
    setAccessibleName(tr("Game review"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(6);

    auto* titleRow = new QHBoxLayout;
    auto* title = new QLabel(tr("Game review").toUpper());
    title->setObjectName(QStringLiteral("cardTitle"));
    close_ = new QToolButton;
    close_->setObjectName(QStringLiteral("smallButton"));
    close_->setText(QStringLiteral("×"));
    close_->setAccessibleName(tr("Close the review"));
    close_->setToolTip(tr("Close the review (it is kept with the game)"));
    titleRow->addWidget(title, 1);
    titleRow->addWidget(close_);
    layout->addLayout(titleRow);
    // Under the title everything scrolls, rather than squeezing the list under the words of a
    // short window (960 × 540 in Nepali's taller script).
    auto* scroll = new QScrollArea;
    scroll_ = scroll;
    scroll->viewport()->installEventFilter(new ViewportWidth(this, [this] { fitToWidth(); }));
    scroll->setObjectName(QStringLiteral("reviewScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->viewport()->setAutoFillBackground(false);
    auto* content = new QWidget;
    content->setAutoFillBackground(false);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(6);
    scroll->setWidget(content);
    layout->addWidget(scroll, 1);

    status_ = wrapped(QStringLiteral("dimLabel"));
    column->addWidget(status_);
    auto* progressRow = new QHBoxLayout;
    progress_ = new QProgressBar;
    progress_->setAccessibleName(tr("Review progress"));
    progress_->setTextVisible(false);
    cancel_ = new QPushButton(tr("Cancel"));
    cancel_->setAccessibleName(tr("Cancel the review"));
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(cancel_);
    column->addLayout(progressRow);
    again_ = new QPushButton(tr("Review Again"));
    again_->setAccessibleName(tr("Review the game again"));
    column->addWidget(again_);

    review_ = new QWidget;
    auto* body = new QVBoxLayout(review_);
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(6);
    goats_ = wrapped(QStringLiteral("reviewSummary"));
    tigers_ = wrapped(QStringLiteral("reviewSummary"));
    for (QLabel* l : {goats_, tigers_}) l->setTextFormat(Qt::PlainText);
    body->addWidget(goats_);
    body->addWidget(tigers_);
    graphTitle_ = new QLabel(tr("Evaluation over the game").toUpper());
    graphTitle_->setWordWrap(true);  // a narrow column breaks it rather than cutting it
    graphTitle_->setObjectName(QStringLiteral("cardTitle"));
    graph_ = new EvalGraph;
    graph_->setMinimumHeight(56);
    graph_->setMaximumHeight(110);
    graph_->setToolTip(tr("The marks at the top are the turning points: a mistake or a blunder"));
    body->addWidget(graphTitle_);
    body->addWidget(graph_);

    model_ = new ReviewModel(this);
    view_ = new PlyTable;
    view_->setObjectName(QStringLiteral("reviewList"));
    view_->setAccessibleName(tr("Verdicts of the moves"));
    view_->setModel(model_);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(ReviewModel::NumberColumn,
                                                    QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(ReviewModel::MoveColumn,
                                                    QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(ReviewModel::VerdictColumn,
                                                    QHeaderView::Stretch);
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    view_->verticalHeader()->setDefaultSectionSize(22);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setShowGrid(false);
    view_->setAlternatingRowColors(true);
    view_->setWordWrap(false);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setMinimumHeight(92);        // a header and three rows
    view_->setTabKeyNavigation(false);  // Tab leaves the list for the next control
    view_->installEventFilter(new ListKeys(view_));
    auto chooseRow = [this](const QModelIndex& index) {
        if (choosing_ || !index.isValid()) return;
        emit plyChosen(model_->data(index, ReviewModel::PlyRole).toInt());
    };
    connect(view_, &QTableView::activated, this, chooseRow);
    connect(view_, &QTableView::clicked, this, chooseRow);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this, chooseRow](const QModelIndex& current, const QModelIndex& previous) {
                // The focus coming back to the row of the position shown (Tab) chooses nothing.
                if (previous.isValid() || current.row() != shownRow_) chooseRow(current);
            });
    CellFocus::install(view_);
    body->addWidget(view_, 1);

    explanation_ = wrapped(QStringLiteral("reviewExplanation"));
    explanation_->setTextFormat(Qt::PlainText);
    // Tab reaches it, so a screen reader reads it and its text can be copied.
    explanation_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    explanation_->setFocusPolicy(Qt::TabFocus);
    // Its text is its name for a screen reader; what it is, the description.
    explanation_->setAccessibleDescription(tr("The chosen move explained"));
    body->addWidget(explanation_);

    mistakeRow_ = new QWidget;
    auto* mistakes = new QHBoxLayout(mistakeRow_);
    mistakes->setContentsMargins(0, 0, 0, 0);
    body->addWidget(mistakeRow_);

    side_ = new QComboBox;
    side_->setAccessibleName(tr("Whose mistakes to practise"));
    side_->addItem(tr("The goats' mistakes"), QVariant::fromValue(static_cast<int>(Side::Goats)));
    side_->addItem(tr("The tigers' mistakes"), QVariant::fromValue(static_cast<int>(Side::Tigers)));
    connect(side_, &QComboBox::currentIndexChanged, this,
            [this] { emit learnSideChanged(learnSide()); });
    learn_ = new QPushButton(tr("Learn from Your Mistakes"));
    learn_->setAccessibleName(tr("Learn from your mistakes"));
    learn_->setToolTip(
        tr("Play the positions of your mistakes again and find a move that keeps "
           "the value"));
    connect(learn_, &QPushButton::clicked, this, [this] { emit learnRequested(learnSide()); });
    practised_ = wrapped(QStringLiteral("dimLabel"));
    body->addWidget(side_);
    body->addWidget(learn_);
    body->addWidget(practised_);
    column->addWidget(review_, 1);

    connect(cancel_, &QPushButton::clicked, this, &ReviewPanel::cancelRequested);
    connect(again_, &QPushButton::clicked, this, &ReviewPanel::againRequested);
    connect(close_, &QToolButton::clicked, this, &ReviewPanel::closeRequested);
    showNotice(QString());
}

void ReviewPanel::showPart(bool running, bool notice) {
    progress_->setVisible(running);
    cancel_->setVisible(running);
    again_->setVisible(notice);
    review_->setVisible(!running && !notice);
    status_->setVisible(!status_->text().isEmpty());
}

void ReviewPanel::showProgress(int done, int total) {
    progress_->setRange(0, std::max(1, total));
    progress_->setValue(std::clamp(done, 0, std::max(1, total)));
    status_->setText(total > 0 ? tr("Reviewing the game: %1 of %2 moves")
                                     .arg(QLocale().toString(done), QLocale().toString(total))
                               : tr("Reviewing the game…"));
    progress_->setAccessibleDescription(status_->text());
    showPart(true, false);
}

void ReviewPanel::showReview(const review::GameReview& review, games::GameKind kind,
                             bool tigersFirst) {
    model_->setReview(review, kind, tigersFirst);
    shownRow_ = -1;
    view_->resizeColumnsToContents();
    const QString rule = ReviewWords::accuracyRule(review.marginPlies);
    for (const Side side : {Side::Goats, Side::Tigers}) {
        QLabel* l = side == Side::Goats ? goats_ : tigers_;
        const review::SideSummary s = review.summary(side);
        l->setText(ReviewWords::accuracy(side, s) + QLatin1Char('\n') + ReviewWords::counts(s));
        l->setToolTip(rule);
        l->setAccessibleDescription(rule);
    }
    const auto turning = review.turningPoints();
    const int unproven = review.summary(Side::Goats).of(review::Verdict::Unknown) +
                         review.summary(Side::Tigers).of(review::Verdict::Unknown);
    if (!turning.empty())
        status_->setText(tr("Turning points: %1. Choose a move to see it on the board.")
                             .arg(QLocale().toString(static_cast<int>(turning.size()))));
    else if (unproven > 0) {
        QString text = tr("No proven mistake. Moves not proven: %1 (their verdicts are the "
                          "computer's estimates).")
                           .arg(QLocale().toString(unproven));
        // Where the game slipped away by the estimates, said as an estimate.
        if (const int ply = ReviewWords::costliestByEstimate(review)) {
            const review::PlyReview& p = review.plies[static_cast<std::size_t>(ply - 1)];
            text += QLatin1Char(' ') + tr("The costliest by the estimates: %1 %2.")
                                           .arg(ReviewWords::moveNumber(ply, p.mover, tigersFirst),
                                                MoveListModel::moveText(kind, p.move));
        }
        status_->setText(text);
    } else
        status_->setText(tr("No mistake: every move kept the result."));
    explanation_->clear();
    explanation_->hide();
    showPart(false, false);
}

void ReviewPanel::showNotice(const QString& text) {
    status_->setText(text);
    explanation_->clear();
    showPart(false, !text.isEmpty());
}

void ReviewPanel::setShownRow(int row) {
    shownRow_ = row;
    const QModelIndex index = model_->index(row, ReviewModel::MoveColumn);
    choosing_ = true;
    if (view_->hasFocus()) {
        view_->setCurrentIndex(index);
    } else {
        // Selected for the eye, current once the focus comes: a reader stays where the player is.
        view_->selectionModel()->select(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        CellFocus::landOn(view_, index);
    }
    view_->scrollTo(index);
    choosing_ = false;
    // Again once the layout has given the list its height (the panel just shown, the
    // explanation taking room from the list).
    QTimer::singleShot(
        0, view_, [this, row] { view_->scrollTo(model_->index(row, ReviewModel::MoveColumn)); });
}

void ReviewPanel::markPly(int ply) {
    const int row = model_->rowOf(ply);
    if (row >= 0 && row != shownRow_) setShownRow(row);
}

void ReviewPanel::showPly(int ply, const QString& text) {
    const int row = model_->rowOf(ply);
    if (row >= 0) setShownRow(row);
    explanation_->setText(text);
    explanation_->setVisible(!text.isEmpty());
}

void ReviewPanel::setLearn(std::optional<Side> side, const QString& practised, bool enabled) {
    side_->setVisible(!side);
    if (side) {
        const QSignalBlocker quiet(side_);
        side_->setCurrentIndex(*side == Side::Goats ? 0 : 1);
    }
    learn_->setEnabled(enabled);
    practised_->setText(practised);
    practised_->setVisible(!practised.isEmpty());
}

Side ReviewPanel::learnSide() const {
    return side_->currentIndex() == 1 ? Side::Tigers : Side::Goats;
}

void ReviewPanel::addMistakeButtons(QAction* previous, QAction* next) {
    auto* row = static_cast<QHBoxLayout*>(mistakeRow_->layout());
    for (QAction* action : {previous, next}) {
        auto* button = new QToolButton;
        button->setObjectName(QStringLiteral("smallButton"));
        // A button shows no mnemonic: a translation's "(&N)" and the '&' go.
        QString text = action->text();
        text.remove(QRegularExpression(QStringLiteral("\\s*\\(&[^)]\\)")));
        action->setIconText(text.remove(QLatin1Char('&')));
        button->setDefaultAction(action);
        button->setAccessibleName(action->iconText());
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        row->addWidget(button);
    }
}

void ReviewPanel::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    // Once the layout has given the scroll area its new width (the viewport's own resize
    // follows too: ViewportWidth).
    QTimer::singleShot(0, this, &ReviewPanel::fitToWidth);
}

namespace {

// Gives `button` its words on one line, or broken at the space nearest their middle when the
// button would need more than `room` for them on one line (its own size hint says: the
// style's padding included).
void fitWords(QAbstractButton* button, int room) {
    const QString line = button->text().replace(QLatin1Char('\n'), QLatin1Char(' '));
    button->setText(line);
    if (button->sizeHint().width() <= room) return;
    int best = -1;
    for (int i = 0; i < line.size(); ++i)
        if (line[i] == QLatin1Char(' ') &&
            (best < 0 || std::abs(i - line.size() / 2) < std::abs(best - line.size() / 2)))
            best = i;
    if (best < 0) return;
    QString broken = line;
    broken[best] = QLatin1Char('\n');
    button->setText(broken);
}

}  // namespace

void ReviewPanel::fitToWidth() {
    if (!scroll_) return;
    const int room = scroll_->viewport()->width();
    fitWords(learn_, room);
    auto* row = static_cast<QBoxLayout*>(mistakeRow_->layout());
    int wide = row->spacing() * std::max(0, row->count() - 1);
    for (int i = 0; i < row->count(); ++i)
        if (QWidget* w = row->itemAt(i)->widget()) wide += w->sizeHint().width();
    row->setDirection(wide > room ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
}

void ReviewPanel::setCompact(bool compact) {
    // A short window (a 1920×1080 screen at scale 2) keeps the graph, shorter and untitled
    // (it vanished there), so the list keeps its rows.
    graph_->setMinimumHeight(compact ? 36 : 56);
    graph_->setMaximumHeight(compact ? 48 : QWIDGETSIZE_MAX);
    graphTitle_->setVisible(!compact);
}

QString ReviewPanel::statusText() const { return status_->text(); }
QString ReviewPanel::explanationText() const { return explanation_->text(); }
QString ReviewPanel::summaryText() const { return goats_->text() + '\n' + tigers_->text(); }
QString ReviewPanel::practisedText() const { return practised_->text(); }
