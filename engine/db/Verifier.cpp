#include "engine/db/Verifier.h"

#include <algorithm>
#include <mutex>

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/db/Generator.h"
#include "engine/db/Index.h"
#include "engine/util/Parallel.h"

namespace bagh::db {
namespace {

Position positionOf(int captured, bool tigersToMove, std::uint32_t slot) {
    const Board b = boardOf(captured, slot);
    return Position::fromParts(b.tigers, b.goats, 0, captured,
                               tigersToMove ? Side::Tigers : Side::Goats);
}

}  // namespace

std::uint8_t deriveByte(const std::uint8_t* payload, int captured, bool tigersToMove,
                        std::uint32_t slot) {
    const Position pos = positionOf(captured, tigersToMove, slot);
    MoveList moves;
    generateMoves(pos, moves);
    if (moves.empty()) return 1;  // blocked: a loss at distance 0 (Position::result agrees)
    int minWin = 1 << 20, maxLoss = -1;
    bool draw = false;
    for (Move m : moves) {
        Position child = pos;
        child.makeMove(m);
        int d;  // the child's distance, for the child's side to move
        if (child.result().outcome == Outcome::TigersWin &&
            child.result().reason == EndReason::FiveCaptured) {
            d = 0;  // the game is over: the goats, to move, have lost
        } else {
            const std::uint8_t v =
                payload[payloadOffset(child.goatsCaptured(), child.sideToMove()) +
                        slotOf(child.tigers(), child.empty())];
            if (v == kDrawByte) {
                draw = true;
                continue;
            }
            d = v - 1;
        }
        if (d % 2 == 0)
            minWin = std::min(minWin, d + 1);
        else
            maxLoss = std::max(maxLoss, d + 1);
    }
    if (minWin < (1 << 20)) return static_cast<std::uint8_t>(std::min(minWin, 255) + 1);
    if (draw) return kDrawByte;
    return static_cast<std::uint8_t>(std::min(maxLoss, 255) + 1);
}

VerifyResult verify(const std::uint8_t* payload, int threads, std::uint32_t stride,
                    const std::function<void(const std::string&)>& progress) {
    VerifyResult result;
    std::mutex mutex;
    threads = resolveThreads(threads);
    stride = std::max<std::uint32_t>(stride, 1);
    for (int c = kSubspaces - 1; c >= 0; --c) {
        for (int side = 0; side < 2; ++side) {
            const std::uint8_t* v = payload + payloadOffset(c, side ? Side::Tigers : Side::Goats);
            const std::uint64_t n = (sideSlotsOf(c) + stride - 1) / stride;
            parallelFor(n, threads, [&](std::uint64_t b, std::uint64_t e, int) {
                std::uint64_t bad = 0;
                std::vector<std::string> examples;
                for (std::uint64_t i = b; i < e; ++i) {
                    const auto slot = static_cast<std::uint32_t>(i * stride);
                    const std::uint8_t want = deriveByte(payload, c, side == 1, slot);
                    if (want == v[slot]) continue;
                    ++bad;
                    if (examples.size() < 5)
                        examples.push_back(writeObx(positionOf(c, side == 1, slot)) + " stored " +
                                           std::to_string(v[slot]) + " derived " +
                                           std::to_string(want));
                }
                std::lock_guard lock(mutex);
                result.checked += e - b;
                result.mismatches += bad;
                for (auto& x : examples)
                    if (result.examples.size() < 10) result.examples.push_back(std::move(x));
            });
        }
        if (progress)
            progress("dbverify: captured " + std::to_string(c) + " checked, " +
                     std::to_string(result.mismatches) + " mismatches so far");
    }
    return result;
}

}  // namespace bagh::db
