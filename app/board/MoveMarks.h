// The analysis values drawn on the board (analysis mode): one tag per legal move, coloured by
// its value for the side to move. Placements get their tag on the empty point; slides and jumps
// get theirs on the targets of the selected piece, or, with nothing selected, on a short arrow
// from each movable piece toward each of its targets, so every legal move's value is in view.
#pragma once

#include <QColor>
#include <QString>
#include <QVector>

#include "core/Move.h"
#include "core/Types.h"

class BoardGeometry;
class QPainter;

struct MoveMark {
    bagh::Move move;
    QString tag;  // report::boardTag (engine/search/Report.h): "W12", "D", "L?" …
    bagh::GameValue value = bagh::GameValue::Unknown;
    bool exact = false;
};

namespace MoveMarks {

// The colour of a value (win green, draw blue-grey, loss red), for the board and the list.
QColor valueColor(bagh::GameValue value);

// Paints `marks` as described above; `selected` is the selected point or kNoSquare.
void paint(QPainter& p, const BoardGeometry& geo, const QVector<MoveMark>& marks,
           bagh::Square selected);

}  // namespace MoveMarks
