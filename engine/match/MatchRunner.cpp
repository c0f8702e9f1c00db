#include "engine/match/MatchRunner.h"

#include <algorithm>
#include <mutex>

#include "engine/match/EnginePlayer.h"
#include "engine/match/LambsRules.h"
#include "engine/match/MinimaxPlayer.h"
#include "engine/match/Openings.h"
#include "engine/match/ProcessPlayer.h"
#include "engine/match/SimplePlayers.h"
#include "engine/util/Parallel.h"

namespace bagh::match {

bool parsePlayerSpec(const std::string& text, PlayerSpec* spec, std::string* error) {
    if (text.rfind("cmd:", 0) == 0) {
        spec->kind = PlayerSpec::Kind::Command;
        spec->argv.clear();
        std::size_t p = 4;
        while (p < text.size()) {
            const std::size_t q = text.find(' ', p);
            const std::string word = text.substr(p, q == std::string::npos ? q : q - p);
            if (!word.empty()) spec->argv.push_back(word);
            if (q == std::string::npos) break;
            p = q + 1;
        }
        if (spec->argv.empty()) return *error = "player 'cmd:' names no program", false;
        return true;
    }
    if (text == "random") return spec->kind = PlayerSpec::Kind::Random, true;
    if (text == "greedy") return spec->kind = PlayerSpec::Kind::Greedy, true;
    if (text == "minimax" || text.rfind("minimax:", 0) == 0) {
        const std::string d = text.size() > 8 ? text.substr(8) : "";
        const bool digits =
            !d.empty() && d.size() <= 2 &&
            std::all_of(d.begin(), d.end(), [](char c) { return c >= '0' && c <= '9'; });
        const int depth = digits ? std::stoi(d) : 0;
        if (depth < kMinimaxMinDepth || depth > kMinimaxMaxDepth)
            return *error = "player '" + text + "': minimax:D takes a depth D of " +
                            std::to_string(kMinimaxMinDepth) + "-" +
                            std::to_string(kMinimaxMaxDepth) + " plies",
                   false;
        spec->kind = PlayerSpec::Kind::Minimax;
        spec->depth = depth;
        return true;
    }
    const int level = levelFromName(text);
    if (level < 0)
        return *error = "unknown player '" + text +
                        "' (a level 1-6 or beginner … perfect, random, greedy, minimax:D, "
                        "cmd:PROGRAM)",
               false;
    spec->kind = PlayerSpec::Kind::Level;
    spec->level = level;
    return true;
}

template <class Rules>
std::unique_ptr<BasicPlayer<Rules>> makePlayer(const Rules& rules, const PlayerSpec& spec,
                                               std::uint64_t seed, RepetitionRule rule) {
    switch (spec.kind) {
        case PlayerSpec::Kind::Level:
            return std::make_unique<BasicEnginePlayer<Rules>>(spec.level, seed);
        case PlayerSpec::Kind::Greedy:
            return std::make_unique<BasicGreedyPlayer<Rules>>(rules, seed);
        case PlayerSpec::Kind::Minimax:
            return std::make_unique<BasicMinimaxPlayer<Rules>>(rules, spec.depth, seed);
        case PlayerSpec::Kind::Command:
            return std::make_unique<BasicProcessPlayer<Rules>>(rules, spec.argv, rule);
        case PlayerSpec::Kind::Random:
            break;
    }
    return std::make_unique<BasicRandomPlayer<Rules>>(seed);
}

std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, std::uint64_t seed) {
    return makePlayer(BaghChalRules(), spec, seed);
}

std::string gameLine(int index, const std::string& goatsName, const std::string& tigersName,
                     Outcome outcome, const std::string& reason, int plies) {
    const char* result = outcome == Outcome::GoatsWin    ? "goats"
                         : outcome == Outcome::TigersWin ? "tigers"
                                                         : "draw";
    return "game " + std::to_string(index) + " goats " + goatsName + " tigers " + tigersName +
           " result " + result + " reason " + reason + " plies " + std::to_string(plies);
}

namespace {

template <class Rules>
struct Seat {
    std::unique_ptr<BasicPlayer<Rules>> player;
    std::string name;
};

// One game from `opening`; the side to move asks its seat for a move until the game ends.
template <class Rules>
BasicGameReport<Rules> playGame(const Rules& rules, const MatchOptions& o,
                                const typename Rules::Game& opening, int index, bool aHasGoats,
                                const std::string& nameA, const std::string& nameB) {
    using Answer = typename BasicPlayer<Rules>::Answer;
    using Move = typename Rules::Move;
    BasicGameReport<Rules> r;
    r.game = opening;
    r.index = index + 1;
    r.aHadGoats = aHasGoats;
    const std::uint64_t seed = o.seed * 1'000'003u + static_cast<std::uint64_t>(index) * 2;
    Seat<Rules> a{makePlayer(rules, o.a, seed, o.rule), nameA},
        b{makePlayer(rules, o.b, seed + 1, o.rule), nameB};
    Seat<Rules>& goats = aHasGoats ? a : b;
    Seat<Rules>& tigers = aHasGoats ? b : a;
    r.goatsName = goats.name;
    r.tigersName = tigers.name;
    auto forfeit = [&r](const Seat<Rules>& loser, bool loserHasGoats, const Answer& answer) {
        r.outcome = loserHasGoats ? Outcome::TigersWin : Outcome::GoatsWin;
        r.reason = "forfeit:" + loser.name + ":" + forfeitName(answer.forfeit);
        r.forfeitDetail = answer.detail;
    };
    Answer failed;
    if (!goats.player->start(&failed)) return forfeit(goats, true, failed), r;
    if (!tigers.player->start(&failed)) return forfeit(tigers, false, failed), r;

    auto quiet = [&o, &r] { return o.quietPlies > 0 && r.game.quietPlies() >= o.quietPlies; };
    while (!r.game.result().over() && r.game.length() < o.maxPlies && !quiet()) {
        const bool goatsToMove = r.game.current().sideToMove() == Side::Goats;
        Seat<Rules>& seat = goatsToMove ? goats : tigers;
        Answer answer = seat.player->move(r.game, o.limits);
        if (answer.forfeit == Forfeit::None && !r.game.isLegal(answer.move))
            answer = {Move(), Forfeit::Illegal, "illegal move " + answer.move.toString()};
        if (answer.forfeit != Forfeit::None) return forfeit(seat, goatsToMove, answer), r;
        r.game.play(answer.move);
    }
    const GameResult result = r.game.result();
    if (!result.over()) {
        r.outcome = Outcome::Draw;
        r.reason = quiet() ? "quiet" : "maxply";
        return r;
    }
    r.outcome = result.outcome;
    r.grand = result.grand;
    r.reason = endReasonName(result.reason);
    return r;
}

}  // namespace

const char* forfeitName(Forfeit f) {
    switch (f) {
        case Forfeit::Crashed:
            return "crashed";
        case Forfeit::Illegal:
            return "illegal";
        case Forfeit::Timeout:
            return "timeout";
        case Forfeit::Garbage:
            return "garbage";
        case Forfeit::None:
            break;
    }
    return "";
}

template <class Rules>
MatchResult runMatch(const Rules& rules, const MatchOptions& o,
                     const std::type_identity_t<GameCallback<Rules>>& onGame) {
    MatchResult result;
    const int openingsNeeded = (o.games + 1) / 2;
    const auto openings = makeOpenings(rules, o.openings, openingsNeeded, o.seed, o.rule);
    if (!openings.ok) return result.error = openings.error, result;
    result.nameA = makePlayer(rules, o.a, 0)->name();
    result.nameB = makePlayer(rules, o.b, 0)->name();
    if (result.nameA == result.nameB) result.nameA += "-1", result.nameB += "-2";

    std::mutex mutex;
    const int threads = std::max(1, std::min(o.concurrency, o.games));
    forEachItem(o.games, threads, [&](int i) {
        const BasicGameReport<Rules> r =
            playGame(rules, o, openings.openings[static_cast<std::size_t>(i / 2)], i, i % 2 == 0,
                     result.nameA, result.nameB);
        const bool aWon = (r.outcome == Outcome::GoatsWin) == r.aHadGoats;
        std::lock_guard<std::mutex> lock(mutex);
        result.score.add(r.outcome, aWon, r.grand);
        if (onGame) onGame(r);
    });
    result.ok = true;
    return result;
}

MatchResult runMatch(const MatchOptions& options, const GameCallback<BaghChalRules>& onGame) {
    return runMatch(BaghChalRules(), options, onGame);
}

// The games the runner plays.
template MatchResult runMatch(const BaghChalRules&, const MatchOptions&,
                              const GameCallback<BaghChalRules>&);
template MatchResult runMatch(const LambsRules&, const MatchOptions&,
                              const GameCallback<LambsRules>&);
template std::unique_ptr<BasicPlayer<BaghChalRules>> makePlayer(const BaghChalRules&,
                                                                const PlayerSpec&, std::uint64_t,
                                                                RepetitionRule);
template std::unique_ptr<BasicPlayer<LambsRules>> makePlayer(const LambsRules&, const PlayerSpec&,
                                                             std::uint64_t, RepetitionRule);

}  // namespace bagh::match
