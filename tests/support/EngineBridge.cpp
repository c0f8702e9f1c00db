#include "EngineBridge.h"

#include <QTest>

#include "engine/core/Obx.h"

namespace bridge {

reference::Board toReference(const bagh::Position& pos) {
    reference::Board b = reference::startBoard();
    for (int s = 0; s < bagh::kSquares; ++s) {
        const bagh::Bitboard m = bagh::bit(s);
        b.cell[s / 5][s % 5] = (pos.tigers() & m) ? 'T' : (pos.goats() & m) ? 'G' : '.';
    }
    b.inHand = pos.goatsInHand();
    b.captured = pos.goatsCaptured();
    b.goatsToMove = pos.sideToMove() == bagh::Side::Goats;
    return b;
}

bagh::Move toMove(const reference::Step& step) {
    const int to = step.toRow * 5 + step.toCol;
    if (step.fromRow < 0) return bagh::Move::placement(to);
    const int from = step.fromRow * 5 + step.fromCol;
    return step.capture ? bagh::Move::jump(from, to) : bagh::Move::slide(from, to);
}

bagh::Position position(const char* obx) {
    const bagh::ObxParseResult r = bagh::parseObx(obx);
    if (!r.ok) qFatal("test position does not parse: %s: %s", obx, r.error.message().c_str());
    return r.record.position;
}

}  // namespace bridge
