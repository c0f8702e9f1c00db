// A hostile peer for measuring a host (docs/FIGURES.md, "Strangers at the door"): run it
// against `baghchal --host` inside a network namespace of your own, never at another machine.
//
//   netprobe strangers PORT CODE [HOLD [PER_SECOND [ROUNDS]]]
//       HOLD strangers (default 300) from as many loopback addresses hold the host's waiting
//       places with `hello 2` and half a TLS ClientHello, and PER_SECOND more (default 75)
//       keep arriving from new addresses, from 2 s before the player's first join to the end;
//       the player joins by CODE ROUNDS times, 2 s apart (default 5; after the first it comes
//       back with the seat it was given). Prints each round: in or out, how long, how many
//       tries.
//   netprobe wrongkeys PORT COUNT [ADDRESSES]
//       COUNT TLS handshakes (20 at a time) with a key that is not the host's, from ADDRESSES
//       loopback addresses in turn (default 10). Prints how long they took.
//
// Every loop is bounded in count and time; it stops by itself.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QNetworkProxy>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTimer>
#include <cstdio>
#include <functional>

#include "Strangers.h"
#include "engine/net/Opening.h"
#include "net/NetGuest.h"
#include "net/TlsPsk.h"

namespace {

void spin(const std::function<bool()>& done, int limitMs) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < limitMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

int strangers(quint16 port, const QString& code, int hold, int perSecond, int rounds) {
    Strangers crowd(QHostAddress::LocalHost, port);
    crowd.arrive(hold);
    spin([&] { return crowd.answered() >= std::min(hold, 64); }, 3000);
    QTimer churn;
    QObject::connect(&churn, &QTimer::timeout, [&] { crowd.arrive(std::max(1, perSecond / 10)); });
    churn.start(100);
    spin([] { return false; }, 2000);  // the crowd turns over before the player comes
    std::optional<bagh::net::Key128> seat;
    int in = 0;
    for (int round = 1; round <= rounds; ++round) {
        NetGuest guest;
        guest.setReconnectInterval(0);
        if (seat) guest.setSeatToken(*seat);
        bool over = false;
        QString why;
        QObject::connect(&guest, &NetGuest::gaveUp, [&](NetGuest::Failure, bagh::net::Reason r) {
            over = true;
            why = QString::fromLatin1(bagh::net::reasonWord(r));
        });
        QElapsedTimer t;
        t.start();
        if (!guest.join(code, QStringLiteral("Sita"))) return 2;
        spin([&] { return over || guest.isConnected(); }, 30000);
        const bool joined = guest.isConnected();
        in += joined;
        std::printf("round %d: %s after %.2f s, %d %s%s%s (%d strangers holding, %d arrived)\n",
                    round, joined ? "in" : "out", t.elapsed() / 1000.0, guest.tries(),
                    guest.tries() == 1 ? "try" : "tries", why.isEmpty() ? "" : ", ",
                    qPrintable(why), crowd.holding(), crowd.arrived());
        std::fflush(stdout);
        if (guest.seatToken()) seat = guest.seatToken();
        guest.goodbye();
        spin([] { return false; }, 2000);
    }
    churn.stop();
    std::printf(
        "joined %d of %d rounds; %d strangers arrived, %d answered, %d closed by the host\n", in,
        rounds, crowd.arrived(), crowd.answered(), crowd.closedByHost());
    return in == rounds ? 0 : 1;
}

int wrongKeys(quint16 port, int count, int addresses) {
    int started = 0, done = 0;
    QElapsedTimer t;
    t.start();
    std::function<void()> next = [&] {
        if (started >= count) return;
        const int n = started++;
        auto* s = new QSslSocket;
        s->setProxy(QNetworkProxy::NoProxy);
        s->bind(QHostAddress(quint32(127u << 24 | 20u << 16 | 1u << 8 | (1 + n % addresses))));
        auto finish = [&, s] {
            if (s->property("done").toBool()) return;
            s->setProperty("done", true);
            ++done;
            s->deleteLater();
            next();
        };
        QObject::connect(s, &QSslSocket::connected, s, [s] { s->write("hello 2\n"); });
        QObject::connect(s, &QSslSocket::readyRead, s, [s] {
            if (s->mode() != QSslSocket::UnencryptedMode) return;
            if (!s->readAll().startsWith("hello 2")) return;
            s->setSslConfiguration(tlspsk::configuration());
            s->startClientEncryption();
        });
        QObject::connect(s, &QSslSocket::preSharedKeyAuthenticationRequired, s,
                         [](QSslPreSharedKeyAuthenticator* a) {
                             a->setIdentity("code");
                             a->setPreSharedKey(tlspsk::keyBytes(tlspsk::randomKey()));
                         });
        QObject::connect(s, &QSslSocket::errorOccurred, s, finish);
        QObject::connect(s, &QSslSocket::disconnected, s, finish);
        QObject::connect(s, &QSslSocket::encrypted, s, finish);  // never: the key is wrong
        s->connectToHost(QHostAddress::LocalHost, port);
    };
    for (int i = 0; i < 20; ++i) next();
    spin([&] { return done >= count; }, 120000);
    std::printf("%d handshakes with a wrong key from %d addresses in %.2f s\n", done, addresses,
                t.elapsed() / 1000.0);
    return done >= count ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    const QStringList a = app.arguments();
    auto arg = [&](int i, int fallback) { return a.size() > i ? a.at(i).toInt() : fallback; };
    if (a.size() >= 4 && a.at(1) == QLatin1String("strangers"))
        return strangers(quint16(a.at(2).toUInt()), a.at(3), arg(4, 300), arg(5, 75), arg(6, 5));
    if (a.size() >= 4 && a.at(1) == QLatin1String("wrongkeys"))
        return wrongKeys(quint16(a.at(2).toUInt()), a.at(3).toInt(), arg(4, 10));
    std::fprintf(stderr,
                 "usage: netprobe strangers PORT CODE [HOLD [PER_SECOND [ROUNDS]]]\n"
                 "       netprobe wrongkeys PORT COUNT [ADDRESSES]\n");
    return 2;
}
