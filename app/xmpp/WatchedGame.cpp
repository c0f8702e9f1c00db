#include "xmpp/WatchedGame.h"

#include "xmpp/XmppAccount.h"

using bagh::xmpp::Payload;
using bagh::xmpp::WatchEvent;

WatchedGame::WatchedGame(XmppAccount* account, const QString& player, QObject* parent)
    : QObject(parent),
      account_(account),
      player_(player),
      watch_(bagh::xmpp::bareJid(player.toStdString())) {
    connect(account, &XmppAccount::online, this, [this] {
        watch_.online(account_->now());
        deliver();
    });
    connect(account, &XmppAccount::offline, this, [this] { watch_.offline(account_->now()); });
    connect(account, &XmppAccount::received, this, [this](const QString& from, const Payload& p) {
        watch_.received(from.toStdString(), p, account_->now());
        deliver();
    });
    connect(account, &XmppAccount::unavailable, this, [this](const QString& from) {
        watch_.unavailable(from.toStdString(), account_->now());
        deliver();
    });
    // The requests again until a feed comes (GameWatch keeps the pace).
    tick_.setInterval(250);
    connect(&tick_, &QTimer::timeout, this, [this] {
        if (!account_) return;
        watch_.tick(account_->now());
        deliver();
    });
    tick_.start();
    if (account->isOnline()) {
        watch_.online(account->now());
        deliver();
    }
}

WatchedGame::~WatchedGame() { leave(); }

void WatchedGame::leave() {
    if (left_) return;
    left_ = true;
    tick_.stop();
    watch_.leave();
    deliver();
}

// What the watch has to send goes out through the account; its events become signals, the
// record's once for all the moves that came together.
void WatchedGame::deliver() {
    const auto out = watch_.takeOutgoing();
    if (bagh::xmpp::XmppClient* client = account_ ? account_->client() : nullptr)
        client->sendAll(out);
    if (left_) return void(watch_.takeEvents());
    bool changed = false;
    for (const WatchEvent& e : watch_.takeEvents()) {
        switch (e.kind) {
            case WatchEvent::Kind::Started:
                goats_ = QString::fromStdString(e.goats);
                tigers_ = QString::fromStdString(e.tigers);
                emit started();
                break;
            case WatchEvent::Kind::Ply:
            case WatchEvent::Kind::TakenBack:
            case WatchEvent::Kind::Result:
                changed = true;
                break;
            case WatchEvent::Kind::Refused:
                tick_.stop();
                emit refused(QString::fromStdString(e.reason));
                break;
            case WatchEvent::Kind::Lost:
                emit away(true);
                break;
            case WatchEvent::Kind::Back:
                emit away(false);
                break;
        }
    }
    if (changed && !left_) emit recordChanged(watch_.game());
}
