// What the XMPP account's news mean, in the player's language: why a sign-in failed or a line
// dropped (a refused certificate with each of its reasons, a wrong password, a refused new
// account, a server out of reach).
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/xmpp/XmppClient.h"

class XmppWords {
    Q_DECLARE_TR_FUNCTIONS(XmppWords)

public:
    // Why the account is offline, for `domain` (the account's); empty for Kind::None.
    static QString problem(const bagh::xmpp::Problem& problem, const QString& domain);
};
