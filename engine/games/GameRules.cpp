#include "engine/games/GameRules.h"

#include <vector>

namespace bagh::games {

GameRules GameRules::baghChal(RepetitionRule rule) {
    GameRules r;
    r.rule = rule;
    return r;
}

GameRules GameRules::lambs(int captures, RepetitionRule rule) {
    return GameRules{GameKind::Lambs, captures, rule};
}

int GameRules::capturesToWin() const {
    if (game == GameKind::BaghChal) return kCapturesToWin;
    return lambsCaptures >= 1 && lambsCaptures < kLambsEveryGoat ? lambsCaptures : kLambsEveryGoat;
}

const char* ruleWord(RepetitionRule rule) {
    return rule == RepetitionRule::NoRecurrence ? "no-recurrence" : "third-repetition";
}

std::optional<RepetitionRule> ruleFromWord(std::string_view word) {
    if (word == "third-repetition") return RepetitionRule::ThirdOccurrenceDraws;
    if (word == "no-recurrence") return RepetitionRule::NoRecurrence;
    return std::nullopt;
}

std::string capturesWord(int captures) {
    return captures >= kLambsEveryGoat ? std::string("all") : std::to_string(captures);
}

std::optional<int> capturesFromWord(std::string_view word) {
    if (word == "all") return kLambsEveryGoat;
    if (word.empty() || word.size() > 2 || word.front() == '0') return std::nullopt;
    int n = 0;
    for (const char c : word) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n > kLambsEveryGoat) return std::nullopt;
    return n;
}

std::string gameRulesName(const GameRules& rules) {
    std::string out = gameKindName(rules.game);
    if (rules.game == GameKind::Lambs) out += "/" + capturesWord(rules.capturesToWin());
    if (rules.rule == RepetitionRule::NoRecurrence) out += std::string("/") + ruleWord(rules.rule);
    return out;
}

namespace {

std::vector<std::string_view> splitSlashes(std::string_view text) {
    std::vector<std::string_view> parts;
    for (std::size_t start = 0;;) {
        const std::size_t slash = text.find('/', start);
        parts.push_back(text.substr(start, slash - start));
        if (slash == std::string_view::npos) return parts;
        start = slash + 1;
    }
}

GameRulesReading refuse(std::string reason) { return {std::nullopt, std::move(reason)}; }

}  // namespace

GameRulesReading parseGameRules(std::string_view text) {
    const std::vector<std::string_view> parts = splitSlashes(text);
    const std::string quoted = "\"" + std::string(text) + "\"";
    const std::optional<GameKind> kind = gameKindFromName(parts[0]);
    if (!kind) return refuse(quoted + " names no game: it starts with baghchal or lambs");
    GameRules rules;
    rules.game = *kind;
    bool hasCaptures = false, hasRule = false;
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const std::string word(parts[i]);
        if (const auto rule = ruleFromWord(word); rule && !hasRule) {
            rules.rule = *rule;
            hasRule = true;
        } else if (const auto captures = capturesFromWord(word);
                   captures && !hasCaptures && !hasRule) {
            if (*kind == GameKind::BaghChal)
                return refuse(quoted + ": the captures \"" + word +
                              "\" are a Lambs and Tigers rule; Bagh-Chal is won by 5");
            rules.lambsCaptures = *captures;
            hasCaptures = true;
        } else {
            return refuse(quoted + ": \"" + word +
                          "\" is not in its place or not a rule: after the game come the "
                          "captures (1..15 or all, Lambs only), then third-repetition or "
                          "no-recurrence");
        }
    }
    return {rules, {}};
}

}  // namespace bagh::games
