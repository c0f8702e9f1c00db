// What the network's reasons mean, in the player's language (the engine's reasonText is the
// English of logs and tests). For the window's messages: "connection lost, waiting", a refusal.
#pragma once

#include <QString>

#include "engine/net/Protocol.h"
#include "net/NetGuest.h"

// A sentence for `reason`, e.g. "The other player left."
QString netReasonText(bagh::net::Reason reason);

// Why a join failed and what the player can do next, for the guest's window: two sentences.
// `where`: the host's address and port ("192.0.2.7:45451"); `host`: its name, if known.
QString joinFailureText(NetGuest::Failure failure, bagh::net::Reason reason, const QString& where,
                        const QString& host);
// While a busy host is tried again: "The host is busy; trying again (2 of 3)…".
QString joinRetryText(int attempt, int tries);
