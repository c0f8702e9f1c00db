// What the three files of NetMatch share (NetMatch.cpp: the connection and the handshake;
// NetMatchPlay.cpp: the game's messages and the local player; NetMatchClock.cpp: the host's
// clock). Not part of the engine's interface.
#pragma once

#include "engine/net/NetMatch.h"

namespace bagh::net::detail {

inline Message message(MessageType type, int length = 0) {
    Message m;
    m.type = type;
    m.length = length;
    return m;
}

inline GameResult resultOf(DeclaredEnd end) {
    switch (end) {
        case DeclaredEnd::GoatsResigned:
        case DeclaredEnd::GoatsFlagFell:
            return {Outcome::TigersWin, EndReason::Resignation};
        case DeclaredEnd::TigersResigned:
        case DeclaredEnd::TigersFlagFell:
            return {Outcome::GoatsWin, EndReason::Resignation};
        case DeclaredEnd::DrawAgreed:
            return {Outcome::Draw, EndReason::DrawAgreed};
        case DeclaredEnd::None:
            break;
    }
    return {};
}

inline DeclaredEnd resigned(Side s) {
    return s == Side::Goats ? DeclaredEnd::GoatsResigned : DeclaredEnd::TigersResigned;
}
inline DeclaredEnd flagged(Side s) {
    return s == Side::Goats ? DeclaredEnd::GoatsFlagFell : DeclaredEnd::TigersFlagFell;
}

// "300", "2.5": milliseconds as seconds, for words and saved games.
inline std::string seconds(std::int64_t ms) {
    if (ms % 1000 == 0) return std::to_string(ms / 1000);
    return std::to_string(ms / 1000) + "." + std::to_string(1000 + ms % 1000).substr(1);
}

}  // namespace bagh::net::detail
