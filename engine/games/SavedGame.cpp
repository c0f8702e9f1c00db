#include "engine/games/SavedGame.h"

#include <array>
#include <optional>

#include "engine/games/GameAdapters.h"
#include "engine/games/GameRules.h"
#include "engine/io/GameFileFormat.h"
#include "engine/lambs/Record.h"

namespace bagh::games {
namespace {

namespace format = GameFile::format;

// Lambs and Tigers' half: its record for Start, its move text, no grand wins. The variant (the
// captures that win) comes from the Captures header.
struct LambsNotation {
    using Game = lambs::LambsGame;
    using Move = lambs::Move;
    lambs::Variant variant;
    Game newGame(RepetitionRule rule) const { return Game(variant, rule); }
    std::optional<Game> gameFrom(std::string_view start, RepetitionRule rule,
                                 std::string* why) const {
        const lambs::RecordParseResult r = lambs::parseRecord(variant, start);
        if (!r.ok) {
            *why = r.error.message();
            return std::nullopt;
        }
        return Game(variant, r.record.position, rule);
    }
    std::string startRecord(const Game& game) const {
        return lambs::writeRecord(variant, game.startPosition());
    }
    bool isMoveText(std::string_view token) const {
        return lambs::parseMoveText(token).has_value();
    }
    // The position's move first, then the game's own check: the house rule may forbid it.
    Move legalMove(const Game& game, std::string_view token) const {
        const Move m = lambs::findLegalMove(variant, game.current(), token);
        return !m.isNull() && game.isLegal(m) ? m : Move();
    }
    std::string moveText(Move m) const { return m.toString(); }
    std::string grandWin(const Game&) const { return {}; }  // the grand wins are Bagh-Chal's
};

constexpr std::array<std::string_view, 2> kGameHeaders = {"Game", "Captures"};
SavedGameReading refuse(int line, std::string reason) {
    SavedGameReading out;
    out.error = GameFile::Error{line, std::move(reason)};
    return out;
}

template <class Game>
SavedGameReading fromReading(format::Reading<Game>&& r) {
    SavedGameReading out;
    if (!r.ok) {
        out.error = std::move(r.error);
        return out;
    }
    out.ok = true;
    out.saved.game = games::Game(r.game);
    out.saved.tags = std::move(r.tags);
    out.saved.result = std::move(r.result);
    return out;
}

}  // namespace

SavedGameReading readSavedGame(std::string_view text) {
    const format::ScanResult s = format::scan(text);
    if (!s.ok) return refuse(s.error.line, s.error.reason);
    const format::Header* game = s.scan.find("Game");
    const format::Header* captures = s.scan.find("Captures");
    const std::optional<GameKind> kind =
        game ? gameKindFromName(game->value) : std::optional<GameKind>(GameKind::BaghChal);
    if (!kind)
        return refuse(game->line, "the game \"" + game->value +
                                      "\" is not one this program plays (\"baghchal\" or "
                                      "\"lambs\")");
    if (*kind == GameKind::BaghChal) {
        // Bagh-Chal is won by five captures and nothing else; another number would make a
        // reader believe in a rule the game was not played under.
        if (captures && captures->value != "5")
            return refuse(captures->line, "Captures \"" + captures->value +
                                              "\" is a Lambs and Tigers rule; Bagh-Chal is won by "
                                              "5 captures");
        return fromReading(format::readBaghChal(s.scan, kGameHeaders));
    }
    if (!captures)
        return refuse(game->line,
                      "a Lambs and Tigers game needs its Captures header: the captures that win, "
                      "\"5\", \"6\" or \"all\"");
    const std::optional<int> win = capturesFromWord(captures->value);
    if (!win)
        return refuse(captures->line,
                      "Captures must be a number of captures from 1 to 15 or "
                      "\"all\" (5, 6 and all are the usual rules), not \"" +
                          captures->value + "\"");
    return fromReading(format::readGame(LambsNotation{lambsVariant(*win)}, s.scan, kGameHeaders));
}

std::string writeSavedGame(const SavedGame& saved) {
    const Game& game = saved.game;
    format::Tags lead = {{"Game", gameKindName(game.kind())}};
    if (const lambs::LambsGame* l = game.lambs()) {
        lead.emplace_back("Captures", capturesWord(l->variant().capturesToWin()));
        return format::writeGame(LambsNotation{l->variant()}, *l, saved.tags, lead);
    }
    // A Captures tag on a Bagh-Chal game would be read back as a rule: it is not written.
    format::Tags tags;
    for (const auto& t : saved.tags)
        if (t.first != "Captures") tags.push_back(t);
    return format::writeBaghChal(*game.baghChal(), tags, lead);
}

std::string savedTag(const SavedGame& saved, const std::string& name) {
    for (const auto& [n, v] : saved.tags)
        if (n == name) return v;
    return {};
}

}  // namespace bagh::games
