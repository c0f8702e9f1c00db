// Plays a match between two players (cutechess-cli is the model): each opening twice with
// sides swapped, games on several threads, every game judged by the rules, and a player that
// crashes, answers with an illegal move or nonsense, or does not answer in time forfeits that
// game. The runner never waits on a player longer than the move's timeout.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "MatchScore.h"
#include "Player.h"

namespace bagh::match {

// A player as written on the command line: a level ("perfect", "expert" … or "1"–"6"),
// "random", "greedy", or "cmd:PROGRAM [ARGS…]" (split at spaces).
struct PlayerSpec {
    enum class Kind { Level, Random, Greedy, Command } kind = Kind::Random;
    int level = 0;
    std::vector<std::string> argv;
};

// Reads a player spec; false and *error on an unknown one.
bool parsePlayerSpec(const std::string& text, PlayerSpec* spec, std::string* error);
// A fresh player for one game (seeded so that games replay).
std::unique_ptr<Player> makePlayer(const PlayerSpec& spec, std::uint64_t seed);

struct MatchOptions {
    PlayerSpec a, b;
    int games = 2;
    MoveLimits limits;
    std::string openings;  // "", "random:PLIES" or a file of OBX records
    std::uint64_t seed = 1;
    int concurrency = 1;
    RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws;
    int maxPlies = 400;  // a game still running after this many plies is a draw
};

struct GameReport {
    int index = 0;  // 1-based
    bool aHadGoats = true;
    std::string goatsName, tigersName;
    Game game;  // the whole game, opening included
    Outcome outcome = Outcome::None;
    GrandWin grand = GrandWin::None;
    std::string reason;  // one word: captures, tigers-blocked, …, maxply, forfeit:NAME:KIND
    std::string forfeitDetail;  // what the forfeiting player did
};

// "game I goats A tigers B result goats|tigers|draw reason R plies N"
std::string gameLine(const GameReport& g);

struct MatchResult {
    bool ok = false;
    std::string error;  // bad openings and the like, before any game
    MatchScore score;   // from player A's side
    std::string nameA, nameB;
};

// Plays the match; `onGame` sees each game as it finishes (called under a lock, in finishing
// order: with concurrency 1 that is game order).
MatchResult runMatch(const MatchOptions& options,
                     const std::function<void(const GameReport&)>& onGame);

}  // namespace bagh::match
