// solve --game lambs, solveprobe --game lambs: solving Lambs and Tigers under one
// captures-to-win rule, and reading a value back (engine/lambs/solve/).
#include <filesystem>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"
#include "engine/lambs/solve/LambsSolvePlan.h"
#include "engine/lambs/solve/SolveDir.h"
#include "engine/lambs/solve/TableFile.h"
#include "engine/lambs/solve/Tables.h"
#include "engine/search/Score.h"
#include "engine/solve/Solver.h"

namespace bagh::cli {
namespace {

struct LambsSolveArgs {
    std::string game = "lambs";
    std::string captures = "all";
    std::string out;
    std::string tables;
    int threads = 0;
    int from = -1;
    int to = 0;
};

// The start position's value from the tables of `dir`, as a solve down to layer 0 ends.
void printStartValue(const lambs::Variant& v, const std::string& dir) {
    std::string error;
    const auto tables = lambs::LambsTables::open(v, {dir}, &error);
    const GameValue value =
        tables ? tables->probe(lambs::Position::start(v.board())) : GameValue::Unknown;
    std::cout << "start position " << valueName(value) << " for goats (goats to move)\n";
}

// Without --from-layer the solve starts after the layers the directory already holds, or inside
// the sliding phase from its checkpoint (lambs/solve/LambsSolvePlan.h decides what it trusts).
// Returns the first layer to solve, -1 for none.
int resumeLayer(const lambs::SolveSpace& space, const std::string& dir, int bottom) {
    const lambs::ResumePoint resume = lambs::findResumePoint(space, dir, bottom);
    for (const std::string& p : resume.refused) std::cerr << "warning: " << p << " (not used)\n";
    for (const std::string& p : resume.redone) std::cerr << "warning: " << p << " (solved again)\n";
    const int top = space.topLayer();
    if (resume.first != top)
        std::cerr << "resuming: layers " << top << ".."
                  << (resume.first < 0 ? bottom : resume.first + 1) << " present"
                  << (resume.first < 0 ? "; nothing left to solve" : "") << std::endl;
    else if (resume.checkpoint >= 0)
        std::cerr << "resuming: the sliding phase from its checkpoint (captured "
                  << resume.checkpoint
                  << (resume.checkpoint < space.toWin - 1 ? ".." + std::to_string(space.toWin - 1)
                                                          : std::string())
                  << " solved)" << std::endl;
    return resume.first;
}

}  // namespace

int lambsSolveCommand(const Args& args) {
    LambsSolveArgs a;
    ArgParser p("solve",
                "solve --game lambs [--captures N|all] [--out DIR] [--threads N] [--from-layer L] "
                "[--to-layer L]");
    if (!p.value("--game", &a.game)
             .value("--captures", &a.captures)
             .value("--out", &a.out)
             .integer("--threads", 1, 256, &a.threads)
             .integer("--from-layer", 0, 30, &a.from)
             .integer("--to-layer", 0, 30, &a.to)
             .read(args))
        return 2;
    const std::optional<lambs::Variant> v = lambsVariantOf(p, a.captures);
    if (!v) return 2;
    namespace fs = std::filesystem;
    const std::string dir = a.out.empty() ? solve::findTablesDir("") : a.out;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (!fs::is_directory(dir, ec)) {
        p.fail("--out: cannot create " + dir);
        return 2;
    }
    const lambs::SolveIndex index(v->board());
    const lambs::SolveSpace space{&index, v->board().goats(), v->capturesToWin()};
    const int top = space.topLayer();
    if (p.given("--from-layer") && a.to > a.from) {
        p.fail("--to-layer " + std::to_string(a.to) + " is above --from-layer " +
               std::to_string(a.from));
        return 2;
    }
    // An explicit --from-layer starts there (the top: everything anew, no checkpoint);
    // otherwise after what the directory holds.
    lambs::SolveDirOptions o;
    o.useCheckpoint = !p.given("--from-layer");
    if (!p.given("--from-layer")) {
        a.from = resumeLayer(space, dir, a.to);
        if (a.from < 0) {
            std::cout << "solve nothing to do: layers " << top << ".." << a.to << " present\n";
            if (a.to == 0) printStartValue(*v, dir);
            return 0;
        }
    }
    o.dir = dir;
    o.threads = a.threads;
    o.fromLayer = a.from;
    o.toLayer = a.to;
    o.progress = [](const std::string& line) { std::cerr << line << std::endl; };
    const int from = a.from >= top - 1 ? top : a.from;
    std::cerr << "solving Lambs and Tigers, " << space.toWin << " captures to win, layers " << from
              << ".." << a.to << " into " << dir << std::endl;
    const lambs::LambsSolveResult r = lambs::solveIntoDir(space, o);
    if (!r.ok) {
        std::cerr << "error: solve: " << r.error << '\n';
        return 1;
    }
    std::cout << "solve game lambs captures " << space.toWin << " layers " << from << ".." << a.to
              << " positions " << r.positions << " time_ms "
              << static_cast<long long>(r.seconds * 1000) << " positions_per_second "
              << static_cast<long long>(r.seconds > 0 ? r.positions / r.seconds : 0) << '\n';
    if (r.lastLayer == 0)
        std::cout << "start position " << valueName(r.start) << " for goats (goats to move)\n";
    return 0;
}

int lambsSolveprobeCommand(const Args& args) {
    LambsSolveArgs a;
    std::vector<std::string> record;
    ArgParser p("solveprobe",
                "solveprobe --game lambs \"<record>\" [--captures N|all] [--tables DIR]");
    if (!p.value("--game", &a.game)
             .value("--captures", &a.captures)
             .value("--tables", &a.tables)
             .positionals(&record)
             .read(args))
        return 2;
    const std::optional<lambs::Variant> v = lambsVariantOf(p, a.captures);
    if (!v) return 2;
    lambs::Position pos = lambs::Position::start(v->board());
    if (const std::string text = joinRecord(record); !text.empty()) {
        const lambs::RecordParseResult parsed = lambs::parseRecord(*v, text);
        if (!parsed.ok) {
            p.fail(parsed.error.message());
            return 2;
        }
        for (const std::string& w : parsed.record.warnings) std::cerr << "warning: " << w << '\n';
        pos = parsed.record.position;
    }
    const char* mover = pos.sideToMove() == Side::Goats ? "goats" : "tigers";
    // A finished game is not in the tables (no layer holds it): the rules answer.
    if (const GameResult over = lambs::result(*v, pos); over.over()) {
        const bool moverWon =
            (over.outcome == Outcome::GoatsWin) == (pos.sideToMove() == Side::Goats);
        const GameValue value = over.outcome == Outcome::Draw ? GameValue::Draw
                                : moverWon                    ? GameValue::Win
                                                              : GameValue::Loss;
        std::cout << "value " << valueName(value) << " for " << mover << " over\n";
        return 0;
    }
    std::string error;
    std::vector<std::string> warnings;
    auto tables =
        lambs::LambsTables::open(*v, lambs::lambsTableSearchPath(a.tables), &error, &warnings);
    for (const std::string& w : warnings) std::cerr << "warning: " << w << '\n';
    if (!tables) {
        std::cerr << "error: solveprobe: " << error
                  << " (run baghchal-engine solve --game lambs)\n";
        return 2;
    }
    const GameValue value = tables->probe(pos);
    const lambs::SolveSlot s =
        lambs::solveSlotOf(tables->space(), pos.tigers(), pos.goats(), pos.goatsInHand(),
                           pos.goatsCaptured(), pos.sideToMove());
    std::cout << "value " << valueName(value) << " for " << mover << " layer " << s.layer << '\n';
    return value == GameValue::Unknown ? 1 : 0;
}

}  // namespace bagh::cli

namespace bagh::cli {

// Re-derives sampled entries of every present layer from a one-move look-ahead: the rules'
// move generator (lambs/MoveGen), the stored values of the children (the next layer, or the
// other side's sliding layer), the rules' verdict where a move ends the game. Each position is
// probed through a random symmetry image, so the index is checked too. Independent of the
// passes and the retrograde solver.
int lambsSolveverifyCommand(const Args& args) {
    LambsSolveArgs a;
    int samples = 2000;
    ArgParser p("solveverify",
                "solveverify --game lambs [--captures N|all] [--tables DIR] [--samples N]");
    if (!p.value("--game", &a.game)
             .value("--captures", &a.captures)
             .value("--tables", &a.tables)
             .integer("--samples", 1, 100000000, &samples)
             .read(args))
        return 2;
    const std::optional<lambs::Variant> v = lambsVariantOf(p, a.captures);
    if (!v) return 2;
    std::string error;
    auto tables = lambs::LambsTables::open(*v, lambs::lambsTableSearchPath(a.tables), &error);
    if (!tables) {
        std::cerr << "error: solveverify: " << error << '\n';
        return 2;
    }
    const lambs::SolveSpace& space = tables->space();
    const lambs::SolveIndex& ix = *space.index;
    const lambs::Board& b = v->board();
    std::vector<std::vector<std::uint32_t>> masksByGoats(ix.freePoints() + 1);
    std::uint64_t x = 0x2545F4914F6CDD1Dull, checked = 0, mismatches = 0;
    auto next = [&x] {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        return x;
    };
    for (int layer = space.topLayer(); layer >= 0; --layer) {
        // The children of layer 2N (sliding, goats to move) are in layer 2N - 1; a goats'
        // placement layer that is absent is read through the tigers' layer after it.
        const int childLayer = layer == space.topLayer() ? layer - 1 : layer + 1;
        if (!tables->hasLayer(layer) || !tables->covers(childLayer)) continue;
        const lambs::LayerShape shape = lambs::layerShape(space, layer);
        std::uint64_t n = 0, bad = 0;
        while (n < std::uint64_t(samples)) {
            const int c = static_cast<int>(next() % (shape.maxCaptured + 1));
            const int cls = static_cast<int>(next() % ix.classes());
            const std::uint32_t rank = static_cast<std::uint32_t>(next() % shape.sets[c]);
            std::vector<std::uint32_t>& masks = masksByGoats[shape.goats[c]];
            if (masks.empty()) masks = ix.masksOf(shape.goats[c]);
            const int sym = static_cast<int>(next() % b.symmetryCount());
            const lambs::Mask tigers = b.imageMask(sym, ix.classTigers(cls));
            const lambs::Mask goats = b.imageMask(sym, ix.expand(cls, masks[rank]));
            const lambs::Position pos = lambs::Position::fromParts(
                tigers, goats, space.goats - shape.placed, c, shape.side);
            lambs::MoveList moves;
            lambs::generateMoves(*v, pos, moves);
            int best = -1;  // no move: lost
            for (lambs::Move m : moves) {
                lambs::Position child = pos;
                child.makeMove(m);
                const GameResult r = lambs::result(*v, child);
                GameValue cv = tables->probe(child);
                if (r.over())
                    cv = (r.outcome == Outcome::TigersWin) == (child.sideToMove() == Side::Tigers)
                             ? GameValue::Win
                             : GameValue::Loss;
                if (cv == GameValue::Unknown) {
                    best = 9;  // a child the tables do not hold: count as a mismatch
                    break;
                }
                best = std::max(best, cv == GameValue::Loss ? 1 : cv == GameValue::Draw ? 0 : -1);
            }
            const GameValue want = best == 9  ? GameValue::Unknown
                                   : best > 0 ? GameValue::Win
                                   : best < 0 ? GameValue::Loss
                                              : GameValue::Draw;
            if (tables->probe(pos) != want) ++bad;
            ++n;
        }
        std::cerr << "layer " << layer << " checked " << n << " mismatches " << bad << std::endl;
        checked += n;
        mismatches += bad;
    }
    std::cout << "solveverify game lambs captures " << space.toWin << " checked " << checked
              << " mismatches " << mismatches << '\n';
    return mismatches == 0 ? 0 : 1;
}

}  // namespace bagh::cli
