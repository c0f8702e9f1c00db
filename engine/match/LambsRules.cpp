#include "engine/match/LambsRules.h"

#include <map>
#include <memory>
#include <mutex>

#include "engine/lambs/Evaluate.h"
#include "engine/lambs/Record.h"
#include "engine/lambs/solve/Tables.h"

namespace bagh::match {

bool LambsRules::goatEnPrise(const Position& pos) const {
    return lambs::evalFeatures(variant.board(), pos).attacked > 0;
}

MinimaxFeatures LambsRules::minimaxFeatures(const Position& pos) const {
    const lambs::EvalFeatures f = lambs::evalFeatures(variant.board(), pos);
    return {f.captured, f.attacked, f.blocked, f.mobility};
}

bool LambsRules::readRecord(const std::string& text, Position* pos, std::string* error) const {
    const lambs::RecordParseResult p = lambs::parseRecord(variant, text);
    if (!p.ok) return *error = p.error.message(), false;
    *pos = p.record.position;
    return true;
}

std::vector<std::string> LambsRules::setupLines() const {
    return {"setoption name Game value lambs",
            "setoption name Captures value " + std::to_string(variant.capturesToWin())};
}

std::string LambsRules::positionLine(const Game& game) const {
    std::string line = "position record " + lambs::writeRecord(variant, game.startPosition());
    if (game.length() > 0) {
        line += " moves";
        for (Move m : game.moves()) line += ' ' + m.toString();
    }
    return line;
}

MoveRead LambsRules::readMove(const Game& game, const std::string& word, Move* move) const {
    if (!lambs::parseMoveText(word)) return MoveRead::Garbage;
    *move = lambs::findLegalMove(variant, game.current(), word);
    return move->isNull() || !game.isLegal(*move) ? MoveRead::Illegal : MoveRead::Legal;
}

GameValue LambsRules::provenValue(const Position& pos) const {
    static std::mutex mutex;
    static std::map<int, std::shared_ptr<const lambs::LambsTables>> byRule;
    if (&variant.board() != &lambs::lambsBoard()) return GameValue::Unknown;
    std::shared_ptr<const lambs::LambsTables> tables;
    {
        const std::lock_guard<std::mutex> lock(mutex);
        auto it = byRule.find(variant.capturesToWin());
        if (it == byRule.end())
            it = byRule
                     .emplace(variant.capturesToWin(),
                              lambs::LambsTables::open(variant, lambs::lambsTableSearchPath(""),
                                                       nullptr))
                     .first;
        tables = it->second;
    }
    return tables ? tables->probe(pos) : GameValue::Unknown;
}

}  // namespace bagh::match
