// What the network's reasons mean, in the player's language (the engine's reasonText is the
// English of logs and tests). For the window's messages: "connection lost, waiting", a refusal.
#pragma once

#include <QString>

#include "engine/net/Protocol.h"

// A sentence for `reason`, e.g. "The other player left."
QString netReasonText(bagh::net::Reason reason);
