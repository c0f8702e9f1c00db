// Draws tiger and goat pieces from the SVG files in resources/pieces/ (see resources/README.md
// for what a piece file must contain). Pixmaps are rendered once per size and device pixel
// ratio, so painting a board full of goats costs 25 blits, not 25 SVG renders.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>

#include "engine/core/Types.h"

class QPainter;

class PieceRenderer {
public:
    PieceRenderer();

    // True if both piece files loaded; false means the resources are missing from the build.
    bool isValid() const;

    // The piece with its drop shadow, `size` logical pixels wide, for a `dpr` screen.
    QPixmap pixmap(bagh::Side side, int size, qreal dpr);

    // Paints the piece centred on `center`, `size` logical pixels wide, `opacity` 0..1.
    void paint(QPainter& p, bagh::Side side, QPointF center, qreal size, qreal opacity = 1.0);

private:
    QSvgRenderer tiger_;
    QSvgRenderer goat_;
    QHash<quint64, QPixmap> cache_;
};
