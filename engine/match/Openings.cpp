#include "engine/match/Openings.h"

#include <fstream>
#include <random>

#include "engine/match/LambsRules.h"

namespace bagh::match {

namespace {

template <class Rules>
bool goatsHold(const Rules& rules, const typename Rules::Position& pos, int tigerMoves);

// Tigers to move in `pos`: true when none of their next `tigerMoves` moves can take a goat,
// whatever they play, if the goats answer well.
template <class Rules>
bool tigersCannotForce(const Rules& rules, const typename Rules::Position& pos, int tigerMoves) {
    if (rules.result(pos).over()) return true;
    if (rules.goatEnPrise(pos)) return false;
    if (tigerMoves <= 1) return true;
    typename Rules::MoveList replies;
    rules.moves(pos, replies);
    for (auto r : replies) {
        typename Rules::Position next = pos;
        next.makeMove(r);
        if (!goatsHold(rules, next, tigerMoves - 1)) return false;
    }
    return true;
}

// Goats to move in `pos`: true when they have a move after which the tigers cannot force a
// capture within `tigerMoves` moves.
template <class Rules>
bool goatsHold(const Rules& rules, const typename Rules::Position& pos, int tigerMoves) {
    if (rules.result(pos).over()) return true;
    typename Rules::MoveList moves;
    rules.moves(pos, moves);
    for (auto m : moves) {
        typename Rules::Position child = pos;
        child.makeMove(m);
        if (tigersCannotForce(rules, child, tigerMoves)) return true;
    }
    return false;
}

}  // namespace

template <class Rules>
bool goatsSafeFor(const Rules& rules, const typename Rules::Position& pos, int tigerMoves) {
    return pos.sideToMove() == Side::Goats ? goatsHold(rules, pos, tigerMoves)
                                           : tigersCannotForce(rules, pos, tigerMoves);
}

namespace {

// A fair start is not already won or lost: the exact sources at hand (the shipped book covers
// the first plies of both games) must not prove either side winning.
template <class Rules>
bool notProvenDecided(const Rules& rules, const typename Rules::Position& pos) {
    const GameValue v = rules.provenValue(pos);
    return v != GameValue::Win && v != GameValue::Loss;
}

}  // namespace

template <class Rules>
typename Rules::Game randomOpening(const Rules& rules, int plies, std::uint64_t seed,
                                   RepetitionRule rule, OpeningKind kind) {
    using Game = typename Rules::Game;
    std::mt19937_64 rng(seed);
    Game best = rules.game(rules.start(), rule);
    // A walk can run into a corner where every move gives a goat away; start it again.
    for (int attempt = 0; attempt < 1000; ++attempt) {
        Game game = rules.game(rules.start(), rule);
        while (game.length() < plies && !game.result().over()) {
            typename Rules::MoveList legal;
            game.legalMoves(legal);
            std::vector<typename Rules::Move> fair;
            for (auto m : legal) {
                if (m.isJump()) continue;
                typename Rules::Position next = game.current();
                next.makeMove(m);
                if (!rules.goatEnPrise(next) && !rules.result(next).over()) fair.push_back(m);
            }
            if (fair.empty()) break;
            game.play(fair[static_cast<std::size_t>(rng() % fair.size())]);
        }
        if (game.length() == plies &&
            (kind == OpeningKind::Random ||
             goatsSafeFor(rules, game.current(), kSafeTigerMoves)) &&
            notProvenDecided(rules, game.current()))
            return game;
        if (game.length() > best.length() && game.length() < plies) best = game;
    }
    return best;
}

namespace {

// Every record of an openings file, or the error naming its line.
template <class Rules>
BasicOpeningsResult<typename Rules::Game> readOpeningsFile(const Rules& rules,
                                                           const std::string& path,
                                                           RepetitionRule rule) {
    BasicOpeningsResult<typename Rules::Game> r;
    std::ifstream in(path);
    if (!in) {
        r.error = "openings: cannot read '" + path + "'";
        return r;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        const std::string where = path + " line " + std::to_string(number) + ": ";
        typename Rules::Position start;
        std::string why;
        if (!rules.readRecord(line, &start, &why)) {
            r.error = where + why;
            return r;
        }
        const typename Rules::Game g = rules.game(start, rule);
        if (g.result().over()) {
            r.error = where + "the game is already over";
            return r;
        }
        r.openings.push_back(g);
    }
    if (r.openings.empty()) {
        r.error = "openings: '" + path + "' holds no " + Rules::kRecordName;
        return r;
    }
    r.ok = true;
    return r;
}

}  // namespace

template <class Rules>
BasicOpeningsResult<typename Rules::Game> makeOpenings(const Rules& rules, const std::string& spec,
                                                       int count, std::uint64_t seed,
                                                       RepetitionRule rule) {
    BasicOpeningsResult<typename Rules::Game> r;
    if (spec.empty()) {
        r.openings.assign(static_cast<std::size_t>(count), rules.game(rules.start(), rule));
        r.ok = true;
        return r;
    }
    const bool safe = spec.rfind("safe:", 0) == 0;
    if (safe || spec.rfind("random:", 0) == 0) {
        const std::string kindName = safe ? "safe" : "random";
        const std::string digits = spec.substr(kindName.size() + 1);
        const bool number = !digits.empty() && digits.size() <= 3 &&
                            digits.find_first_not_of("0123456789") == std::string::npos;
        const int plies = number ? std::stoi(digits) : -1;
        if (plies < 0 || plies > rules.maxOpeningPlies()) {
            r.error = "openings: " + kindName + ":PLIES takes 0 to " +
                      std::to_string(rules.maxOpeningPlies()) + " plies, got '" + digits + "'";
            return r;
        }
        const OpeningKind kind = safe ? OpeningKind::Safe : OpeningKind::Random;
        for (int i = 0; i < count; ++i) {
            auto g = randomOpening(rules, plies, seed * 1000003u + static_cast<std::uint64_t>(i),
                                   rule, kind);
            if (g.length() != plies) {
                r.error = "openings: no " + std::string(safe ? "safe" : "fair") +
                          " random opening of " + digits + " plies found";
                return r;
            }
            r.openings.push_back(g);
        }
        r.ok = true;
        return r;
    }
    const BasicOpeningsResult<typename Rules::Game> records = readOpeningsFile(rules, spec, rule);
    if (!records.ok) return records;
    for (int i = 0; i < count; ++i)
        r.openings.push_back(
            records.openings[static_cast<std::size_t>(i) % records.openings.size()]);
    r.ok = true;
    return r;
}

OpeningsResult makeOpenings(const std::string& spec, int count, std::uint64_t seed,
                            RepetitionRule rule) {
    return makeOpenings(BaghChalRules(), spec, count, seed, rule);
}

Game randomOpening(int plies, std::uint64_t seed, RepetitionRule rule, OpeningKind kind) {
    return randomOpening(BaghChalRules(), plies, seed, rule, kind);
}

// The games the runner plays.
template BasicOpeningsResult<Game> makeOpenings(const BaghChalRules&, const std::string&, int,
                                                std::uint64_t, RepetitionRule);
template BasicOpeningsResult<lambs::LambsGame> makeOpenings(const LambsRules&, const std::string&,
                                                            int, std::uint64_t, RepetitionRule);
template Game randomOpening(const BaghChalRules&, int, std::uint64_t, RepetitionRule, OpeningKind);
template lambs::LambsGame randomOpening(const LambsRules&, int, std::uint64_t, RepetitionRule,
                                        OpeningKind);
template bool goatsSafeFor(const BaghChalRules&, const Position&, int);
template bool goatsSafeFor(const LambsRules&, const lambs::Position&, int);

}  // namespace bagh::match
