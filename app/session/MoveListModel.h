// The moves of a game as a table: one row per goat move and the tiger reply, like a score
// sheet, in either game. Slides read "E1–D1", captures "A1×C3", placements "C1".
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QVector>

#include "engine/games/AnyGame.h"

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    // Shows the moves of `game`. The move that led to the shown position (after `shownPly`
    // plies; -1: the end) is emphasised, and moves after it are dimmed.
    void setGame(const bagh::games::Game& game, int shownPly = -1);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Remembers the proven value of a position (for its side to move), from the database or the
    // tables. With verdicts shown (analysis mode), a move whose position before and after are
    // both proven and that made its mover's value worse is marked "?" (a win thrown away, a
    // draw turned into a loss), with the change in its tooltip.
    void recordValue(quint64 positionKey, bagh::GameValue value);
    void setShowVerdicts(bool on);
    // The value the move of `ply` lost for its mover: Unknown when it lost nothing or is not
    // proven; else what the mover has after it (Draw or Loss).
    bagh::GameValue verdict(int ply) const;

    // A review's verdicts (GameReview): notes[i] belongs to the whole game's ply i + 1. Its
    // symbol follows the move ("C3??"), its words go to the tooltip and to a screen reader,
    // and a move that lost something (`lost`) is coloured as analysis marks a value thrown
    // away. They take the place of analysis mode's "?"; empty clears them.
    struct PlyNote {
        QString symbol;  // "??", "?", "?!" or empty
        QString words;   // "A blunder: a win turned into a loss."
        bool lost = false;
    };
    void setPlyNotes(const QVector<PlyNote>& notes);
    const QVector<PlyNote>& plyNotes() const { return notes_; }

    // The model index of the shown position's move (invalid when there is none), to scroll to.
    QModelIndex lastMoveIndex() const;
    // Ply index shown at (row, column 0 = goats / 1 = tigers), or -1 for an empty cell.
    int plyAt(int row, int column) const;
    // A move as a player reads it, the one notation of every place that shows moves (this list,
    // the hint, the engine's expected line, analysis, puzzles, the messages): "C1", "E1–D1",
    // "A1×C3"; in Lambs and Tigers "12", "3–9", "3×15". Saved games and the network write the
    // engine's games::moveText instead.
    static QString moveText(bagh::games::GameKind kind, bagh::games::Move move);
    bagh::games::GameKind kind() const { return kind_; }

private:
    bagh::games::GameKind kind_ = bagh::games::GameKind::BaghChal;
    std::vector<bagh::games::Move> moves_;
    std::vector<quint64> keys_;  // position before each ply, and the one after the last
    QHash<quint64, bagh::GameValue> values_;
    QVector<PlyNote> notes_;
    bool showVerdicts_ = false;
    bool tigersFirst_ = false;  // the record starts with the tigers to move
    int shown_ = 0;             // plies up to the shown position
};
