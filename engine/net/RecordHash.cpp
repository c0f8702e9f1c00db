#include "engine/net/RecordHash.h"

#include "engine/net/Protocol.h"

namespace bagh::net {

std::uint64_t fnv1a64(std::string_view bytes) {
    std::uint64_t h = 14695981039346656037ULL;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

std::string recordText(const games::Game& game, int plies) {
    if (plies < 0 || plies > game.length()) plies = game.length();
    std::string text = games::gameKindName(game.kind());
    text += ' ';
    text += capturesWord(game.capturesToWin());
    text += ' ';
    text += ruleWord(game.rule());
    text += ' ';
    text += games::writeRecord(game.startPosition());
    for (int i = 0; i < plies; ++i) {
        text += ' ';
        text += game.moveText(game.moveAt(i));
    }
    return text;
}

std::uint64_t recordHash(const games::Game& game, int plies) {
    return fnv1a64(recordText(game, plies));
}

}  // namespace bagh::net
