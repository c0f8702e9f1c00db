#include "xmpp/XmppWords.h"

#include <gloox/gloox.h>
#include <gloox/registrationhandler.h>
#include <QStringList>

using bagh::xmpp::Problem;

namespace {

QString certificate(const Problem& p, const QString& domain) {
    QStringList why;
    const int s = p.code;
    const QString issuer = QString::fromStdString(p.issuer);
    if (s & (gloox::CertSignerUnknown | gloox::CertInvalid))
        why << XmppWords::tr("it is not signed by an authority this computer trusts (issuer: %1)")
                   .arg(issuer);
    if (s & gloox::CertSignerNotCa) why << XmppWords::tr("its signer is not an authority");
    if (s & gloox::CertWrongPeer)
        why << XmppWords::tr("it is not for %1 (it names %2)")
                   .arg(domain, QString::fromStdString(p.subject));
    if (s & gloox::CertExpired) why << XmppWords::tr("it has expired");
    if (s & gloox::CertNotActive) why << XmppWords::tr("it is not valid yet");
    if (s & gloox::CertRevoked) why << XmppWords::tr("it has been revoked");
    if (why.isEmpty()) why << XmppWords::tr("it could not be checked");
    return XmppWords::tr("The server's certificate for %1 is refused: %2.")
        .arg(domain, why.join(XmppWords::tr("; ")));
}

QString connection(int code) {
    switch (code) {
        case gloox::ConnAuthenticationFailed:
            return XmppWords::tr("The server refused the address or the password.");
        case gloox::ConnTlsNotAvailable:
            return XmppWords::tr("The server does not offer encryption, so nothing was sent.");
        case gloox::ConnTlsFailed:
            return XmppWords::tr("The encryption with the server failed.");
        case gloox::ConnNoSupportedAuth:
            return XmppWords::tr("The server offers no way to sign in that this program knows.");
        case gloox::ConnStreamVersionError:
            return XmppWords::tr("The server speaks another version of XMPP.");
        case gloox::ConnUserDisconnected:
            return XmppWords::tr("Signed out.");
        default:
            return XmppWords::tr("The connection to the server ended.");
    }
}

QString registration(int code) {
    switch (code) {
        case gloox::RegistrationConflict:
            return XmppWords::tr("The server has an account of that name already.");
        case gloox::RegistrationNotAllowed:
            return XmppWords::tr("The server does not let new accounts register here.");
        default:
            return XmppWords::tr("The server refused the new account.");
    }
}

}  // namespace

QString XmppWords::problem(const Problem& p, const QString& domain) {
    switch (p.kind) {
        case Problem::Kind::None:
            return {};
        case Problem::Kind::Unreachable:
            return tr("The server of %1 cannot be reached (%2).")
                .arg(domain, QString::fromStdString(p.detail));
        case Problem::Kind::Connection:
            return connection(p.code);
        case Problem::Kind::Certificate:
            return certificate(p, domain);
        case Problem::Kind::Registration:
            return registration(p.code);
    }
    return {};
}
