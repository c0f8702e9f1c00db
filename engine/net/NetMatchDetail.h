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
            return {Outcome::TigersWin, EndReason::Resignation};
        case DeclaredEnd::GoatsFlagFell:
            return {Outcome::TigersWin, EndReason::TimeForfeit};
        case DeclaredEnd::TigersResigned:
            return {Outcome::GoatsWin, EndReason::Resignation};
        case DeclaredEnd::TigersFlagFell:
            return {Outcome::GoatsWin, EndReason::TimeForfeit};
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

}  // namespace bagh::net::detail
