#include "Openings.h"

#include <fstream>
#include <random>

#include "SimplePlayers.h"
#include "core/MoveGen.h"
#include "core/Obx.h"

namespace bagh::match {

Game randomOpening(int plies, std::uint64_t seed, RepetitionRule rule) {
    std::mt19937_64 rng(seed);
    Game best(Position::start(), rule);
    // A walk can run into a corner where every move gives a goat away; start it again.
    for (int attempt = 0; attempt < 1000; ++attempt) {
        Game game(Position::start(), rule);
        while (game.length() < plies && !game.result().over()) {
            MoveList legal;
            game.legalMoves(legal);
            std::vector<Move> fair;
            for (Move m : legal) {
                if (m.isJump()) continue;
                Position next = game.current();
                next.makeMove(m);
                if (!goatEnPrise(next) && !next.result().over()) fair.push_back(m);
            }
            if (fair.empty()) break;
            game.play(fair[static_cast<std::size_t>(rng() % fair.size())]);
        }
        if (game.length() == plies) return game;
        if (game.length() > best.length()) best = game;
    }
    return best;
}

OpeningsResult makeOpenings(const std::string& spec, int count, std::uint64_t seed,
                            RepetitionRule rule) {
    OpeningsResult r;
    if (spec.empty()) {
        r.openings.assign(static_cast<std::size_t>(count), Game(Position::start(), rule));
        r.ok = true;
        return r;
    }
    if (spec.rfind("random:", 0) == 0) {
        const std::string digits = spec.substr(7);
        const bool number = !digits.empty() && digits.size() <= 3 &&
                            digits.find_first_not_of("0123456789") == std::string::npos;
        const int plies = number ? std::stoi(digits) : -1;
        if (plies < 0 || plies > 38) {
            r.error = "openings: random:PLIES takes 0 to 38 plies, got '" + digits + "'";
            return r;
        }
        for (int i = 0; i < count; ++i) {
            Game g = randomOpening(plies, seed * 1000003u + static_cast<std::uint64_t>(i), rule);
            if (g.length() != plies) {
                r.error = "openings: no fair random opening of " + digits + " plies found";
                return r;
            }
            r.openings.push_back(g);
        }
        r.ok = true;
        return r;
    }
    std::ifstream in(spec);
    if (!in) {
        r.error = "openings: cannot read '" + spec + "'";
        return r;
    }
    std::vector<Game> records;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        const ObxParseResult p = parseObx(line);
        if (!p.ok) {
            r.error = spec + " line " + std::to_string(number) + ": " + p.error.message();
            return r;
        }
        const Game g(p.record.position, rule);
        if (g.result().over()) {
            r.error = spec + " line " + std::to_string(number) + ": the game is already over";
            return r;
        }
        records.push_back(g);
    }
    if (records.empty()) {
        r.error = "openings: '" + spec + "' holds no OBX record";
        return r;
    }
    for (int i = 0; i < count; ++i)
        r.openings.push_back(records[static_cast<std::size_t>(i) % records.size()]);
    r.ok = true;
    return r;
}

}  // namespace bagh::match
