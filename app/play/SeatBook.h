// The seats this player holds in network games (docs/NETWORK.md, "The seat"), kept in QSettings
// so that a guest whose program was closed or killed comes back to its game: the token the host
// gave, by where the game is — the host's address and port (direct play), or the host's account
// and the game's id (XMPP). At most kMaxSeats, the newest kept; a token the host no longer knows
// is forgotten (NetGuest::seatForgotten), and so is one whose game ended. The tokens are this
// player's own keys and stay in the player's own settings file.
#pragma once

#include <QHostAddress>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>

#include "engine/net/Keys.h"

namespace SeatBook {

constexpr int kMaxSeats = 8;

// Where a game is: "192.0.2.7 45451" (an IPv4-mapped address as IPv4, so both spellings find the
// same seat), or "xmpp:alice@example.org 0123456789abcdef".
QString place(const QHostAddress& host, quint16 port);
QString place(const QString& hostAccount, const std::string& gameId);

std::optional<bagh::net::Key128> find(const QString& place);
// The host accounts (bare) of the XMPP games whose seats are kept, newest first.
QStringList xmppHosts();
void keep(const QString& place, const bagh::net::Key128& token);
void forget(const QString& place);

}  // namespace SeatBook
