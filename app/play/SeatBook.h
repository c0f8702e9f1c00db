// The seats this player holds in network games (docs/NETWORK.md, "The seat"), kept in QSettings
// so that a guest whose program was closed or killed comes back to its game: the token the host
// gave, by the host's address and port. At most kMaxSeats, the newest kept; a token the host no
// longer knows is forgotten (NetGuest::seatForgotten). The tokens are this player's own keys and
// stay in the player's own settings file.
#pragma once

#include <QHostAddress>
#include <QString>
#include <optional>

#include "engine/net/Keys.h"

namespace SeatBook {

constexpr int kMaxSeats = 8;

std::optional<bagh::net::Key128> find(const QHostAddress& host, quint16 port);
void keep(const QHostAddress& host, quint16 port, const bagh::net::Key128& token);
void forget(const QHostAddress& host, quint16 port);

}  // namespace SeatBook
