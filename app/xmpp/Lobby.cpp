#include "xmpp/Lobby.h"

#include <QRandomGenerator>
#include <QSettings>
#include <QTimer>

#include "engine/xmpp/Payload.h"
#include "engine/xmpp/XmppClient.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppGame.h"

using bagh::xmpp::LobbyOffer;

namespace {
constexpr const char* kRoomKey = "internet/lobbyRoom";
}

// The room's calls, from inside the account's pump, as the lobby's own.
class Lobby::Relay : public bagh::xmpp::LobbyRoom::Listener {
public:
    explicit Relay(Lobby& l) : l_(l) {}
    void joined() override {
        l_.tries_ = 0;
        l_.setState(State::In);
        if (l_.posting()) l_.room_->post(l_.mine_);
    }
    void refused(bagh::xmpp::LobbyRoom::Refusal refusal, const std::string&) override {
        l_.refusal_ = refusal;
        // Two players of one name from two servers: the second is someone else there. A room
        // its maker has not opened yet (a new room is locked until then) or a server that did
        // not answer: a few more tries, a second apart. (Never from inside the room's own
        // call: the room goes first.)
        using R = bagh::xmpp::LobbyRoom::Refusal;
        const bool renamed = refusal == R::NameTaken && l_.nickSuffix_.isEmpty();
        const bool again = (refusal == R::NoRoom || refusal == R::Other) && l_.tries_ < 5;
        if (renamed)
            l_.nickSuffix_ =
                QStringLiteral("-%1").arg(QRandomGenerator::global()->bounded(100, 1000));
        if (renamed || again) {
            ++l_.tries_;
            QTimer::singleShot(renamed ? 0 : 1000, &l_, [l = &l_] {
                if (!l->wanted_ || l->state_ != State::Joining) return;
                l->drop();
                l->enter();
            });
            return;
        }
        l_.setState(State::Refused);
    }
    void said(const std::string& nick, const std::string& text, bool) override {
        l_.lines_.append(QString::fromStdString(nick) + QStringLiteral(": ") +
                         QString::fromStdString(text));
        while (l_.lines_.size() > kMaxLines) l_.lines_.removeFirst();
        emit l_.said(l_.lines_.back());
    }
    void offersChanged() override { emit l_.offersChanged(); }
    // Posts are not kept by the room: whoever comes in is told ours.
    void arrived(const std::string&) override {
        if (l_.posting()) l_.room_->post(l_.mine_);
    }

private:
    Lobby& l_;
};

Lobby::Lobby(XmppAccount* account, QObject* parent)
    : QObject(parent), account_(account), relay_(std::make_unique<Relay>(*this)) {
    connect(account_, &XmppAccount::online, this, [this] {
        if (wanted_) enter();
    });
    // The room goes with the session it was made on, before its gloox client does.
    connect(account_, &XmppAccount::sessionEnding, this, &Lobby::drop);
    connect(account_, &XmppAccount::offline, this, &Lobby::drop);
}

Lobby::~Lobby() = default;

QString Lobby::defaultRoom(const QString& address) {
    const QString domain = address.section('@', 1).section('/', 0, 0);
    return domain.isEmpty() ? QString() : QStringLiteral("baghchal@conference.") + domain;
}

QString Lobby::room() const {
    if (room_) return QString::fromStdString(room_->room());  // the one joined, or refused
    const QString kept = QSettings().value(kRoomKey).toString();
    return kept.isEmpty() ? defaultRoom(account_->address()) : kept;
}

void Lobby::join(const QString& room) {
    const QString r = room.trimmed();
    if (room_ && QString::fromStdString(room_->room()) == r && state_ != State::Refused)
        return;  // in it, or on the way
    QSettings settings;
    if (r == defaultRoom(account_->address()))
        settings.remove(kRoomKey);
    else
        settings.setValue(kRoomKey, r);
    drop();
    wanted_ = true;
    tries_ = 0;
    if (account_->isOnline()) enter();
}

void Lobby::leave() {
    wanted_ = false;
    unpost();
    if (room_) room_->leave();
    drop();
}

void Lobby::enter() {
    bagh::xmpp::XmppClient* client = account_->client();
    if (!client || !client->glooxClient()) return;
    const QString nick = account_->address().section('@', 0, 0) + nickSuffix_;
    room_ = std::make_unique<bagh::xmpp::LobbyRoom>(client->glooxClient(), room().toStdString(),
                                                    nick.toStdString(), *relay_);
    setState(State::Joining);
    room_->join();
}

void Lobby::drop() {
    const bool hadOffers = room_ && !room_->offers().empty();
    room_.reset();
    if (hadOffers) emit offersChanged();
    if (state_ != State::Refused) setState(State::Out);
}

void Lobby::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged();
}

QString Lobby::problem() const {
    using R = bagh::xmpp::LobbyRoom::Refusal;
    switch (refusal_) {
        case R::NameTaken:
            return tr("someone in the room has your name already");
        case R::Password:
            return tr("the room needs a password");
        case R::Forbidden:
            return tr("the room does not let your account in");
        case R::NoRoom:
            return tr("there is no such room or conference service");
        case R::MembersOnly:
            return tr("the room lets in only its members");
        case R::Other:
            break;
    }
    return tr("the room refused");
}

bool Lobby::say(const QString& text) {
    if (!room_ || !room_->say(text.toStdString())) return false;
    // The room echoes it back to us as to everyone; ours are not taken from it (LobbyRoom).
    relay_->said(room_->nick(),
                 bagh::net::sanitizeText(text.toStdString(), bagh::net::kMaxChatBytes), false);
    return true;
}

std::vector<LobbyOffer> Lobby::offers() const {
    return room_ ? room_->offers() : std::vector<LobbyOffer>{};
}

bool Lobby::post(XmppGame* game, const bagh::net::HostTerms& terms) {
    if (!room_ || !room_->isJoined() || !game) return false;
    unpost();
    mine_.id = bagh::xmpp::newGameId();
    mine_.jid = account_->address().toStdString();
    mine_.setup = bagh::net::setupWords(bagh::net::setupOf(terms));
    open_ = game;
    // Taken (an invitation bound it), given up, or gone: the post goes.
    connect(game, &NetSession::connected, this, &Lobby::unpost);
    connect(game, &QObject::destroyed, this, &Lobby::unpost);
    connect(game, &NetSession::stateChanged, this, [this] {
        if (open_ && !open_->waitsForTaker()) unpost();
    });
    room_->post(mine_);
    emit offersChanged();  // the own post is listed apart (LobbyDialog)
    return true;
}

void Lobby::unpost() {
    if (mine_.id.empty()) return;
    if (room_) room_->withdraw(mine_.id);
    if (open_) disconnect(open_, nullptr, this, nullptr);
    open_.clear();
    mine_ = {};
    emit offersChanged();
}

std::optional<bagh::net::HostTerms> Lobby::takerTerms(const LobbyOffer& offer) {
    const auto setup = bagh::xmpp::setupFromText(offer.setup);
    if (!bagh::xmpp::validOffer(offer) || !setup) return std::nullopt;
    bagh::net::HostTerms terms;
    terms.game = *setup->game;
    terms.captures = *setup->captures;
    if (setup->rule) terms.rule = *setup->rule;
    terms.hostSide = bagh::opponent(*setup->side);
    terms.clock = setup->clock;
    return terms;
}
