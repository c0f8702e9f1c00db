// The evaluation over the game: one point per ply, from the goats' side (up: goats better,
// down: tigers better). Estimates are hollow dots on a curve squeezed toward the middle;
// proven results are filled markers in the bands at the top (goats win), the bottom (tigers
// win) or on the middle line (draw), so a proof never looks like a guess. Clicking a point
// asks to show that ply. A review's turning points (the plies that threw a proven value away)
// are marked over the curve.
#pragma once

#include <QHash>
#include <QWidget>
#include <cstdint>
#include <vector>

#include "engine/core/Types.h"

struct EvalPoint {
    int goatsScore = 0;  // engine score from the goats' side (Score.h units)
    bool proven = false;
    bagh::GameValue goatsValue = bagh::GameValue::Unknown;  // for the goats
    int plies = -1;                                         // to the end, when proven
};

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvalGraph(QWidget* parent = nullptr);

    // Remembers the engine's verdict on the position with `key` (values belong to positions,
    // so they survive navigation and replays of the same line).
    void record(std::uint64_t key, const EvalPoint& point);
    // The game's positions, ply 0 first, and the ply shown on the board.
    void setLine(const std::vector<std::uint64_t>& keys, int currentPly);
    // The point known for ply `ply` of the line, if any (for tests).
    const EvalPoint* pointAt(int ply) const;
    // Marks the plies (1-based: the move that led to position `ply` of the line) where a side
    // threw a proven value away (GameReview::turningPoints); empty clears them.
    void setTurningPoints(const std::vector<int>& plies);
    const std::vector<int>& turningPoints() const { return turning_; }

    QSize sizeHint() const override { return {300, 140}; }

    // Where the outcome's label ("goats win" for Win, "tigers win" for Loss) is drawn: at the
    // right end of its band, or at the left where the line's markers cover the right end (a
    // game that ends in that band).
    QRectF outcomeLabelRect(bagh::GameValue forGoats) const;
    // The box of the marker drawn for ply `ply` (empty when that ply has no value).
    QRectF markerRect(int ply) const;

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotRect() const;
    qreal xOf(int ply) const;
    qreal yOf(const EvalPoint& p) const;

    QHash<std::uint64_t, EvalPoint> values_;
    std::vector<std::uint64_t> line_;
    std::vector<int> turning_;
    int current_ = 0;
};
