// The plies of a review as a table beside the board: the move number ("6." goats, "6…"
// tigers), the move in the move list's notation, and the verdict in a symbol and a word
// ("?? blunder"; a ply not proven shows its estimate and says so). A screen reader reads each
// row whole from AccessibleTextRole ("Move 6, goats, C3: blunder"), never a symbol or a colour
// alone; the colours are the analysis marks', made readable on the table (AppStyle).
#pragma once

#include <QAbstractTableModel>

#include "engine/review/GameReview.h"

class ReviewModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, MoveColumn, VerdictColumn, kColumns };
    // The ply (1-based) of a row.
    static constexpr int PlyRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    // Shows `review` of a game of `kind` (`tigersFirst`: its record starts with the tigers to
    // move); an empty review clears the table.
    void setReview(const bagh::review::GameReview& review, bagh::games::GameKind kind,
                   bool tigersFirst);
    const bagh::review::GameReview& review() const { return review_; }
    bagh::games::GameKind kind() const { return kind_; }
    // The row of ply `ply` (1-based), or -1.
    int rowOf(int ply) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    bagh::review::GameReview review_;
    bagh::games::GameKind kind_ = bagh::games::GameKind::BaghChal;
    bool tigersFirst_ = false;
};
