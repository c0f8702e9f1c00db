// Which game is played and under which rules, as one value: the game (Bagh-Chal or Lambs and
// Tigers), the captures that win Lambs and Tigers (every goat is kLambsEveryGoat) and the
// repetition house rule. The app's settings, its dialogs, its command line and the network
// host's terms all hold this one type, and write it with the one spelling below, the words the
// network protocol and saved games use: "baghchal", "lambs/5", "lambs/all/no-recurrence".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/GameRecord.h"  // RepetitionRule
#include "engine/games/GameTypes.h"

namespace bagh::games {

struct GameRules {
    GameKind game = GameKind::BaghChal;
    // Lambs and Tigers' captures that win, 1..kLambsEveryGoat. Bagh-Chal is always won by 5 and
    // ignores this field, so that a setup keeps its Lambs rule while Bagh-Chal is played;
    // capturesToWin() gives the number of the game itself.
    int lambsCaptures = kLambsEveryGoat;
    RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws;

    static GameRules baghChal(RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws);
    static GameRules lambs(int captures = kLambsEveryGoat,
                           RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws);

    // The captures that win this game: Bagh-Chal 5; Lambs its rule, an out-of-range rule read
    // as every goat (the rule a Lambs game has when nothing else is said).
    int capturesToWin() const;

    bool operator==(const GameRules&) const = default;
};

// The words of the parts, shared with the network protocol and saved games.
const char* ruleWord(RepetitionRule rule);  // "third-repetition", "no-recurrence"
std::optional<RepetitionRule> ruleFromWord(std::string_view word);
std::string capturesWord(int captures);  // "5", "6", "all" (kLambsEveryGoat or more)
// "all" or 1..kLambsEveryGoat in decimal without leading zeros; nothing otherwise.
std::optional<int> capturesFromWord(std::string_view word);

// The rules as text: the game's word, for Lambs "/" and its captures word, and
// "/no-recurrence" under that house rule ("baghchal", "lambs/all", "lambs/5/no-recurrence").
std::string gameRulesName(const GameRules& rules);

// A parsed name: the rules, or why the text is none.
struct GameRulesReading {
    std::optional<GameRules> rules;
    std::string error;  // empty when rules is set
};
// Reads gameRulesName's text, also in the forms a person types: "bagh-chal", "lambs" alone for
// every goat, "/third-repetition" said outright. Captures given to Bagh-Chal are refused, as
// saved games refuse them (a rule it was not played under).
GameRulesReading parseGameRules(std::string_view text);

}  // namespace bagh::games
