// evaltune [--db PATH] [--positions N] [--tune]: how well the placement evaluation agrees with
// the endgame database, and a coordinate-descent tuner for its weights (search/Evaluate.cpp).
//
// Sample: positions from games in which both sides pick by a one-ply evaluation with noise
// (seeded, so reproducible), taken when the goats are about to place their last goat. Every
// child of such a position is in the database, so for each we know the value-optimal choices.
// Measures: "pick" = share of positions where the move the evaluation rates best has the best
// database value (win/draw/loss); "class" = share of the children whose evaluation, mapped to
// win/draw/loss by the report threshold (Score.h), matches their database value.
#include <iomanip>
#include <iostream>
#include <random>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/core/MoveGen.h"
#include "engine/db/EndgameDb.h"
#include "engine/search/Evaluate.h"
#include "engine/search/Score.h"

namespace bagh::cli {
namespace {

std::vector<Position> samplePositions(int count) {
    std::vector<Position> out;
    std::mt19937_64 rng(2024);
    std::normal_distribution<double> noise(0.0, 40.0);
    while (static_cast<int>(out.size()) < count) {
        Position p = Position::start();
        while (p.goatsCaptured() < kCapturesToWin && !p.result().over()) {
            if (p.sideToMove() == Side::Goats && p.goatsInHand() == 1) {
                out.push_back(p);
                break;
            }
            MoveList moves;
            generateMoves(p, moves);
            Move best = moves[0];
            double bestScore = -1e9;
            for (Move m : moves) {
                Position c = p;
                c.makeMove(m);
                const double s = -evaluate(c) + noise(rng);
                if (s > bestScore) bestScore = s, best = m;
            }
            p.makeMove(best);
        }
    }
    return out;
}

int rank(GameValue v) { return v == GameValue::Win ? 2 : v == GameValue::Draw ? 1 : 0; }

struct Agreement {
    double pick = 0, classify = 0;
};

Agreement measure(const std::vector<Position>& sample, const EndgameDb& db, const EvalWeights& w) {
    int picks = 0, children = 0, classified = 0;
    for (const Position& p : sample) {
        MoveList moves;
        generateMoves(p, moves);
        int bestRank = -1, chosenRank = -1, chosenEval = -kInfinity;
        for (Move m : moves) {
            Position c = p;
            c.makeMove(m);
            const DbProbe probe = db.probe(c);  // for the tigers, who move next
            const GameValue forGoats = probe.value == GameValue::Win    ? GameValue::Loss
                                       : probe.value == GameValue::Loss ? GameValue::Win
                                                                        : GameValue::Draw;
            const int e = -evaluate(evalFeatures(c), w);
            bestRank = std::max(bestRank, rank(forGoats));
            if (e > chosenEval) chosenEval = e, chosenRank = rank(forGoats);
            ++children;
            classified += valueOfScore(e) == forGoats;
        }
        picks += chosenRank == bestRank;
    }
    return {100.0 * picks / sample.size(), 100.0 * classified / children};
}

}  // namespace

int evalTuneCommand(const Args& args) {
    std::string dbPath;
    int count = 400;
    bool tune = false;
    ArgParser p("evaltune", "evaltune [--db PATH] [--positions N] [--tune]");
    p.value("--db", &dbPath).integer("--positions", 10, 100000, &count).flag("--tune", &tune);
    if (!p.read(args)) return 2;
    std::string error;
    const std::string path = findEndgameDb(dbPath);
    const auto db = path.empty() ? nullptr : EndgameDb::open(path, &error);
    if (!db) {
        std::cerr << "error: evaltune: needs the endgame database"
                  << (error.empty() ? "" : ": " + error) << '\n';
        return 1;
    }
    const std::vector<Position> sample = samplePositions(count);
    EvalWeights w = defaultWeights();
    Agreement a = measure(sample, *db, w);
    std::cout << std::fixed << std::setprecision(1) << "evaltune positions " << sample.size()
              << " pick " << a.pick << " class " << a.classify << '\n';
    if (!tune) return 0;
    for (int round = 0; round < 3; ++round) {
        bool improved = false;
        for (int f = 0; f < EvalWeights::kCount; ++f) {
            int* field = w.fields()[f];
            const int original = *field;
            for (int candidate : {original / 2, original * 2, original + 5, original - 5}) {
                if (candidate < 0 || candidate == *field) continue;
                const int keep = *field;
                *field = candidate;
                const Agreement b = measure(sample, *db, w);
                if (b.pick + b.classify > a.pick + a.classify + 0.05) {
                    a = b;
                    improved = true;
                } else {
                    *field = keep;
                }
            }
            std::cout << "  " << EvalWeights::fieldName(f) << ' ' << *field << '\n';
        }
        std::cout << "round " << round + 1 << " pick " << a.pick << " class " << a.classify << '\n';
        if (!improved) break;
    }
    return 0;
}

}  // namespace bagh::cli
