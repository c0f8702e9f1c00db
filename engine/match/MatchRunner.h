// Plays a match between two players (cutechess-cli is the model): each opening twice with
// sides swapped, games on several threads, every game judged by the rules, and a player that
// crashes, answers with an illegal move or nonsense, or does not answer in time forfeits that
// game. The runner never waits on a player longer than the move's timeout.
//
// One runner for every game: the scheduling, forfeits and score are here once, templates over
// the game's rules type (BaghChalRules.h, LambsRules.h), which brings the game record, its
// players' moves and its records. The functions without a rules argument play Bagh-Chal.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/match/MatchScore.h"
#include "engine/match/Player.h"
#include "engine/search/SearchFacade.h"  // kQuietDrawPlies

namespace bagh::match {

struct LambsRules;

// A player as written on the command line: a level ("perfect", "expert" … or "1"–"6"),
// "random", "greedy", "minimax:D" (D plies, 1–8; MinimaxPlayer.h) or "cmd:PROGRAM [ARGS…]"
// (split at spaces).
struct PlayerSpec {
    enum class Kind { Level, Random, Greedy, Minimax, Command } kind = Kind::Random;
    int level = 0;
    int depth = 0;  // minimax's
    std::vector<std::string> argv;
};

// Reads a player spec; false and *error on an unknown one.
bool parsePlayerSpec(const std::string& text, PlayerSpec* spec, std::string* error);
// A fresh player of `rules`' game for one game (seeded so that games replay) under the match's
// repetition `rule` (a program is told the traditional rule before `isready`).
template <class Rules>
std::unique_ptr<BasicPlayer<Rules>> makePlayer(
    const Rules& rules, const PlayerSpec& spec, std::uint64_t seed,
    RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws);
std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, std::uint64_t seed);

struct MatchOptions {
    PlayerSpec a, b;
    int games = 2;
    MoveLimits limits;
    std::string openings;  // "", "random:PLIES" or a file of records (Openings.h)
    std::uint64_t seed = 1;
    int concurrency = 1;
    RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws;
    int maxPlies = 400;  // a game still running after this many plies is a draw
    // A game this many plies past its last capture or placement is a draw (reason `quiet`);
    // 0: never. The computer offers and accepts a draw there too (SearchFacade.h).
    int quietPlies = kQuietDrawPlies;
};

template <class Rules>
struct BasicGameReport {
    int index = 0;  // 1-based
    bool aHadGoats = true;
    std::string goatsName, tigersName;
    typename Rules::Game game;  // the whole game, opening included
    Outcome outcome = Outcome::None;
    GrandWin grand = GrandWin::None;
    std::string reason;  // one word: captures, tigers-blocked, …, quiet, maxply, forfeit:NAME:KIND
    std::string forfeitDetail;  // what the forfeiting player did
};
using GameReport = BasicGameReport<BaghChalRules>;
using LambsGameReport = BasicGameReport<LambsRules>;

// "game I goats A tigers B result goats|tigers|draw reason R plies N"
std::string gameLine(int index, const std::string& goatsName, const std::string& tigersName,
                     Outcome outcome, const std::string& reason, int plies);
template <class Rules>
std::string gameLine(const BasicGameReport<Rules>& g) {
    return gameLine(g.index, g.goatsName, g.tigersName, g.outcome, g.reason, g.game.length());
}

struct MatchResult {
    bool ok = false;
    std::string error;  // bad openings and the like, before any game
    MatchScore score;   // from player A's side
    std::string nameA, nameB;
};

template <class Rules>
using GameCallback = std::function<void(const BasicGameReport<Rules>&)>;

// Plays the match of `rules`' game; `onGame` sees each game as it finishes (called under a
// lock, in finishing order: with concurrency 1 that is game order).
template <class Rules>
MatchResult runMatch(const Rules& rules, const MatchOptions& options,
                     const std::type_identity_t<GameCallback<Rules>>& onGame);
MatchResult runMatch(const MatchOptions& options, const GameCallback<BaghChalRules>& onGame);

}  // namespace bagh::match
