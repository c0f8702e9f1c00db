#include "TestGames.h"

#include <QtGlobal>

#include <sstream>
#include <string>

#include "engine/core/MoveGen.h"

namespace testgames {

bagh::Game fromMoves(const char* moves, const bagh::Position& start) {
    bagh::Game game(start);
    std::istringstream in(moves);
    for (std::string text; in >> text;) {
        const auto parsed = bagh::parseMoveText(text);
        if (!parsed || !game.play(bagh::findLegalMove(game.current(), *parsed)))
            qFatal("test move %s is not legal after %d plies", text.c_str(), game.length());
    }
    return game;
}

bagh::Game randomGame(std::mt19937& rng, int maxPlies) {
    bagh::Game game;
    const int plies = std::uniform_int_distribution<int>(0, maxPlies)(rng);
    for (int i = 0; i < plies; ++i) {
        bagh::MoveList list;
        game.legalMoves(list);
        if (list.empty()) break;
        game.play(list[std::uniform_int_distribution<int>(0, list.size() - 1)(rng)]);
    }
    if (game.result().over()) game.undo();
    return game;
}

bagh::games::Game randomGame(bagh::games::GameKind kind, std::mt19937& rng, int maxPlies,
                             int capturesToWin) {
    bagh::games::Game game =
        bagh::games::Game::start(kind, bagh::RepetitionRule::ThirdOccurrenceDraws, capturesToWin);
    const int plies = std::uniform_int_distribution<int>(0, maxPlies)(rng);
    for (int i = 0; i < plies; ++i) {
        const bagh::games::MoveList list = game.legalMoves();
        if (list.empty()) break;
        const int last = static_cast<int>(list.size()) - 1;
        game.play(list[static_cast<std::size_t>(std::uniform_int_distribution<int>(0, last)(rng))]);
    }
    if (game.result().over()) game.undo();
    return game;
}

bagh::games::Game fromRecord(bagh::games::GameKind kind, int capturesToWin, const char* record,
                             const QStringList& moves) {
    bagh::games::RecordReading r = bagh::games::readRecord(
        kind, capturesToWin, record, bagh::RepetitionRule::ThirdOccurrenceDraws);
    if (!r.ok) qFatal("record %s: %s", record, r.error.message().c_str());
    for (const QString& text : moves) {
        const bagh::games::Move m = r.game.findLegalMove(text.toStdString());
        if (m.isNull() || !r.game.play(m)) qFatal("move %s", qPrintable(text));
    }
    return r.game;
}

bagh::games::Game mistakeGame(bagh::games::GameKind kind) {
    if (kind == bagh::games::GameKind::BaghChal)
        return fromRecord(kind, 5, "TGGGG/GTGTG/G2GG/G2GG/GTGGG g g0 c3 mB4B2 40",
                          {"C2C3", "D2B4"});
    return fromRecord(kind, 5, "T/4TG/G3GG/GGT1GG/GG1G g g0 c4 m9-15 148", {"14-8", "15-14"});
}

}  // namespace testgames
