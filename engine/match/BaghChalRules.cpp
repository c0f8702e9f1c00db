#include "engine/match/BaghChalRules.h"

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/search/Evaluate.h"
#include "engine/solve/PlacementTables.h"

namespace bagh::match {

bool goatEnPrise(const Position& pos) { return attackedGoats(pos) != 0; }

MinimaxFeatures BaghChalRules::minimaxFeatures(const Position& pos) const {
    const EvalFeatures f = evalFeatures(pos);  // one pass over the tigers' slides and jumps
    return {f.captured, f.attacked, f.blocked, f.mobility};
}

bool BaghChalRules::readRecord(const std::string& text, Position* pos, std::string* error) const {
    const ObxParseResult p = parseObx(text);
    if (!p.ok) return *error = p.error.message(), false;
    *pos = p.record.position;
    return true;
}

std::string BaghChalRules::positionLine(const Game& game) const {
    std::string line = "position obx " + writeObx(game.startPosition());
    if (game.length() > 0) {
        line += " moves";
        for (Move m : game.moves()) line += ' ' + m.toString();
    }
    return line;
}

MoveRead BaghChalRules::readMove(const Game& game, const std::string& word, Move* move) const {
    const auto parsed = parseMoveText(word);
    if (!parsed) return MoveRead::Garbage;
    *move = findLegalMove(game.current(), *parsed);
    return move->isNull() || !game.isLegal(*move) ? MoveRead::Illegal : MoveRead::Legal;
}

GameValue BaghChalRules::provenValue(const Position& pos) const {
    static const std::unique_ptr<solve::PlacementTables> tables =
        solve::PlacementTables::open(solve::tableSearchPath(""), nullptr);
    return tables && pos.placementPhase() ? tables->probe(pos) : GameValue::Unknown;
}

}  // namespace bagh::match
