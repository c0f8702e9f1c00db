#include "analysis/AnalysisPanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "analysis/AnalysisColumns.h"
#include "analysis/AnalysisModel.h"
#include "analysis/EvalGraph.h"
#include "analysis/PositionVerdict.h"
#include "analysis/ValueWords.h"
#include "board/MoveMarks.h"
#include "ui/CellFocus.h"

using namespace bagh::games;
using bagh::Side;

AnalysisPanel::AnalysisPanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(6);
    auto* title = new QLabel(tr("Analysis").toUpper());
    title->setObjectName(QStringLiteral("cardTitle"));
    head_ = new QLabel;
    head_->setObjectName(QStringLiteral("turnLabel"));
    head_->setWordWrap(true);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("dimLabel"));
    status_->setWordWrap(true);
    // What the tags on the board say, always in view while the mode is on.
    legend_ = new QLabel(legendHtml(Side::Goats));
    legend_->setObjectName(QStringLiteral("analysisLegend"));
    legend_->setTextFormat(Qt::RichText);
    legend_->setWordWrap(true);
    details_ = new QToolButton;
    details_->setObjectName(QStringLiteral("smallButton"));
    details_->setText(tr("Details"));
    details_->setToolTip(tr("Also show how the computer measures its analysis"));
    details_->setCheckable(true);
    details_->setChecked(false);

    model_ = new AnalysisModel(this);
    view_ = new QTableView;
    view_->setObjectName(QStringLiteral("analysisList"));
    view_->setAccessibleName(tr("Values of the legal moves"));
    view_->setModel(model_);
    // Tab leaves the table (the arrows walk its rows), so a keyboard player is not led through
    // every cell on the way to the next control.
    view_->setTabKeyNavigation(false);
    view_->verticalHeader()->hide();
    // Every column readable however narrow the panel: the outcome wraps before the line of
    // best play loses its header.
    AnalysisColumns::install(view_);
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setShowGrid(false);
    view_->setAlternatingRowColors(true);
    // One line a row, so a short window shows several (only the outcome wraps, and only in a
    // narrow panel): a line of best play longer than its column ends in "…", and its tooltip
    // holds it whole.
    view_->setWordWrap(false);
    view_->setTextElideMode(Qt::ElideRight);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(view_->horizontalHeader(), &QHeaderView::sectionResized, view_,
            [this] { view_->resizeRowsToContents(); });
    connect(model_, &QAbstractItemModel::modelReset, view_,
            [this] { view_->resizeRowsToContents(); });
    connect(details_, &QToolButton::toggled, this, [this](bool on) {
        model_->setShowDetails(on);
        updateStatus();
    });
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (!current.isValid()) return;
                emit moveChosen(Move::fromRaw(static_cast<std::uint16_t>(
                    model_->data(current, AnalysisModel::MoveRole).toUInt())));
            });
    CellFocus::install(view_);
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        emit movePicked(Move::fromRaw(
            static_cast<std::uint16_t>(model_->data(index, AnalysisModel::MoveRole).toUInt())));
    });

    graph_ = new EvalGraph;
    graph_->setMinimumHeight(64);  // the list before the graph on a short window

    layout->addWidget(title);
    layout->addWidget(head_);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(details_, 0, Qt::AlignTop);
    layout->addLayout(statusRow);
    layout->addWidget(legend_);
    layout->addWidget(view_, 1);
    buttons_ = new QHBoxLayout;
    buttons_->addStretch(1);
    layout->addLayout(buttons_);
    graphTitle_ = new QLabel(tr("Evaluation over the game").toUpper());
    graphTitle_->setObjectName(QStringLiteral("cardTitle"));
    layout->addWidget(graphTitle_);
    layout->addWidget(graph_);
}

void AnalysisPanel::addButton(QAction* action, const QString& face) {
    auto* button = new QToolButton;
    button->setObjectName(QStringLiteral("smallButton"));
    // A button shows no mnemonic: drop a translation's "(&O)" (a menu's way of giving a key to
    // a script without Latin letters), which Qt would otherwise show as a literal "(O)".
    QString text = face.isEmpty() ? action->text() : face;
    text.remove(QRegularExpression(QStringLiteral("\\s*\\(&[^)]\\)")));
    action->setIconText(text.remove(QLatin1Char('&')));
    button->setDefaultAction(action);
    buttons_->insertWidget(buttons_->count() - 1, button);
}

QString AnalysisPanel::legendHtml(Side sideToMove) {
    QStringList entries;
    for (const ValueWords::LegendEntry& e : ValueWords::legend(sideToMove)) {
        // The sample looks like the tag on the board: solid when certain, dark when estimated.
        const QColor c = MoveMarks::valueColor(e.value);
        const QString colours =
            e.exact
                ? QStringLiteral("background-color:%1; color:#ffffff").arg(c.name())
                : QStringLiteral("background-color:#18100a; color:%1").arg(c.lighter(150).name());
        entries << QStringLiteral(
                       "<span style=\"%1; font-weight:bold\">&nbsp;%2&nbsp;</span>"
                       "&nbsp;%3")
                       .arg(colours, e.badge.toHtmlEscaped(), e.meaning.toHtmlEscaped());
    }
    return entries.join(QStringLiteral(" &nbsp; "));
}

void AnalysisPanel::showReport(const AnalysisReport& r, bool final) {
    model_->setReport(r);
    const Analysis& a = r.analysis;
    head_->setText(ValueWords::verdict(r.sideToMove, a.value, a.exact, a.plies, a.score));
    legend_->setText(legendHtml(r.sideToMove));
    final_ = final;
    hasReport_ = true;
    updateStatus();
    updateHead();
}

void AnalysisPanel::followVerdict(const PositionVerdict* verdict) {
    verdict_ = verdict;
    connect(verdict, &PositionVerdict::changed, this, &AnalysisPanel::updateHead);
}

void AnalysisPanel::updateHead() {
    if (!verdict_ || (!hasReport_ && !verdict_->isOver())) return;  // "Analysing…" stays
    const QString words = verdict_->headline();
    if (!words.isEmpty()) head_->setText(words);
}

void AnalysisPanel::updateStatus() {
    if (!hasReport_) {
        status_->clear();
        return;
    }
    const Analysis& a = model_->report().analysis;
    const int moves = static_cast<int>(a.moves.size());
    if (!details_->isChecked()) {
        status_->setText(tr("%Ln possible move(s) · %1", nullptr, moves)
                             .arg(final_ ? tr("analysis finished") : tr("still thinking…")));
        return;
    }
    // The engine's own measures, asked for.
    const int proven = static_cast<int>(
        std::count_if(a.moves.begin(), a.moves.end(), [](const MoveValue& m) { return m.exact; }));
    status_->setText(tr("%Ln legal move(s), %1 proven · depth %2 · %3", nullptr, moves)
                         .arg(QLocale().toString(proven))
                         .arg(QLocale().toString(a.depth))
                         .arg(final_ ? tr("final") : tr("analysing…")));
}

void AnalysisPanel::showMessage(const QString& text) {
    model_->clear();
    hasReport_ = false;
    updateStatus();
    if (verdict_ && verdict_->isOver()) {
        // The result heads the column, as everywhere else; the message goes under it.
        head_->setText(verdict_->headline());
        status_->setText(text);
        return;
    }
    head_->setText(text);
}

void AnalysisPanel::setCompact(bool compact) {
    // A short window (a 1920×1080 screen at scale 2) keeps the graph, shorter and untitled
    // (it vanished there), so the list keeps its rows.
    graph_->setMinimumHeight(compact ? 36 : 64);
    graph_->setMaximumHeight(compact ? 48 : QWIDGETSIZE_MAX);
    graphTitle_->setVisible(!compact);
}

QString AnalysisPanel::headText() const { return head_->text(); }

QString AnalysisPanel::statusText() const { return status_->text(); }
