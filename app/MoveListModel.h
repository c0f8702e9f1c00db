// The moves of a game as a table: one row per goat move and the tiger reply, like a score
// sheet. Slides read "E1–D1", captures "A1×C3", placements "C1".
#pragma once

#include <QAbstractTableModel>

#include "core/Game.h"

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    // Shows the moves of `game`. The move that led to the shown position (after `shownPly`
    // plies; -1: the end) is emphasised, and moves after it are dimmed.
    void setGame(const bagh::Game& game, int shownPly = -1);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The model index of the shown position's move (invalid when there is none), to scroll to.
    QModelIndex lastMoveIndex() const;
    // Ply index shown at (row, column 0 = goats / 1 = tigers), or -1 for an empty cell.
    int plyAt(int row, int column) const;
    // "C1", "E1–D1", "A1×C3".
    static QString moveText(bagh::Move move);

private:
    std::vector<bagh::Move> moves_;
    bool tigersFirst_ = false;  // the record starts with the tigers to move
    int shown_ = 0;             // plies up to the shown position
};
