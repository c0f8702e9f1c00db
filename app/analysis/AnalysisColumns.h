// The analysis list's columns fitted to its width, so that each stays readable in a narrow
// panel (a 1920×1080 screen at scale 2, logical 960×540), in either language: the move as wide
// as its text; every header whole; the outcome ("Draw with best play") on one line where there
// is room, else as wide as leaves the line of best play its header, wrapped onto a second line;
// the line of best play takes the rest (one line, ending in "…" where it is longer; its tooltip
// holds it whole). Refitted when the list is resized, refilled or changes its font.
#pragma once

#include <QStyledItemDelegate>

class QTableView;

class AnalysisColumns : public QStyledItemDelegate {
    Q_OBJECT

public:
    // Fits the columns of `view` (showing an AnalysisModel) from now on; owned by the view.
    static void install(QTableView* view);

    // The outcome's cells: as wide as one line, as tall as wrapped to their column.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit AnalysisColumns(QTableView* view);
    void fit();

    QTableView* view_;
};
