#include "analysis/AnalysisPanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "analysis/AnalysisModel.h"
#include "analysis/EvalGraph.h"
#include "analysis/ValueWords.h"

using namespace bagh;

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

    model_ = new AnalysisModel(this);
    view_ = new QTableView;
    view_->setObjectName(QStringLiteral("analysisList"));
    view_->setModel(model_);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setDefaultSectionSize(22);
    view_->horizontalHeader()->setSectionResizeMode(AnalysisModel::MoveColumn,
                                                    QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(AnalysisModel::ValueColumn,
                                                    QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setSectionResizeMode(AnalysisModel::LineColumn,
                                                    QHeaderView::Stretch);
    view_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setShowGrid(false);
    view_->setAlternatingRowColors(true);
    view_->setWordWrap(false);
    view_->setTextElideMode(Qt::ElideRight);
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        emit movePicked(Move::fromRaw(
            static_cast<std::uint16_t>(model_->data(index, AnalysisModel::MoveRole).toUInt())));
    });

    graph_ = new EvalGraph;
    graph_->setMinimumHeight(120);

    layout->addWidget(title);
    layout->addWidget(head_);
    layout->addWidget(status_);
    layout->addWidget(view_, 1);
    buttons_ = new QHBoxLayout;
    buttons_->addStretch(1);
    layout->addLayout(buttons_);
    auto* graphTitle = new QLabel(tr("Evaluation over the game").toUpper());
    graphTitle->setObjectName(QStringLiteral("cardTitle"));
    layout->addWidget(graphTitle);
    layout->addWidget(graph_);
}

void AnalysisPanel::addButton(QAction* action) {
    auto* button = new QToolButton;
    button->setObjectName(QStringLiteral("smallButton"));
    button->setDefaultAction(action);
    buttons_->insertWidget(buttons_->count() - 1, button);
}

void AnalysisPanel::showReport(const AnalysisReport& r, bool final) {
    model_->setReport(r);
    const Analysis& a = r.analysis;
    const QString side = r.sideToMove == Side::Goats ? tr("Goats") : tr("Tigers");
    head_->setText(
        tr("%1: %2").arg(side, ValueWords::forMover(a.value, a.exact, a.plies, a.score)));
    const int exact = static_cast<int>(
        std::count_if(a.moves.begin(), a.moves.end(), [](const MoveValue& m) { return m.exact; }));
    const QString state = final ? tr("final") : tr("analysing…");
    status_->setText(
        tr("%n legal move(s), %1 proven · depth %2 · %3", nullptr, static_cast<int>(a.moves.size()))
            .arg(QLocale().toString(exact))
            .arg(QLocale().toString(a.depth))
            .arg(state));
}

void AnalysisPanel::showMessage(const QString& text) {
    model_->clear();
    head_->setText(text);
    status_->clear();
}

QString AnalysisPanel::headText() const { return head_->text(); }
