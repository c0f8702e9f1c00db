#include "engine/xmpp/LobbyRoom.h"

#include <gloox/clientbase.h>
#include <gloox/message.h>
#include <gloox/mucroom.h>
#include <gloox/mucroomhandler.h>
#include <gloox/presence.h>
#include <gloox/stanzaextension.h>
#include <gloox/tag.h>

#include <algorithm>

#include "engine/net/Protocol.h"
#include "engine/xmpp/Payload.h"

namespace bagh::xmpp {
namespace {

bool hex16(const std::string& s) {
    return s.size() == 16 && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

// A bare address: name@domain, printable, no blank, no resource.
bool bareAddress(const std::string& s) {
    const auto at = s.find('@');
    if (s.size() > kMaxAttribute || at == 0 || at == std::string::npos || at + 1 == s.size() ||
        s.find('/') != std::string::npos || s.find('@', at + 1) != std::string::npos)
        return false;
    return std::all_of(s.begin(), s.end(), [](unsigned char c) { return c > ' ' && c != 0x7f; });
}

// The lobby's element in a groupchat message (offer or gone), read as it came; checked by the
// room (validOffer) before it is believed.
class LobbyStanza : public gloox::StanzaExtension {
public:
    static constexpr int kType = gloox::ExtUser + 153;

    explicit LobbyStanza(const gloox::Tag* tag = nullptr) : gloox::StanzaExtension(kType) {
        if (!tag || tag->xmlns() != kLobbyNamespace || !tag->children().empty()) return;
        gone = tag->name() == "gone";
        offer.id = tag->findAttribute("id");
        offer.jid = tag->findAttribute("jid");
        offer.setup = tag->findAttribute("setup");
        m_valid = true;
    }
    LobbyStanza(LobbyOffer o, bool isGone)
        : gloox::StanzaExtension(kType), offer(std::move(o)), gone(isGone) {
        m_valid = true;
    }

    const std::string& filterString() const override {
        static const std::string f = std::string("/message/offer[@xmlns='") + kLobbyNamespace +
                                     "']|/message/gone[@xmlns='" + kLobbyNamespace + "']";
        return f;
    }
    gloox::StanzaExtension* newInstance(const gloox::Tag* tag) const override {
        return new LobbyStanza(tag);
    }
    gloox::Tag* tag() const override {
        auto* t = new gloox::Tag(gone ? "gone" : "offer");
        t->setXmlns(kLobbyNamespace);
        t->addAttribute("id", offer.id);
        if (!gone) {
            t->addAttribute("jid", offer.jid);
            t->addAttribute("setup", offer.setup);
        }
        return t;
    }
    gloox::StanzaExtension* clone() const override { return new LobbyStanza(offer, gone); }

    LobbyOffer offer;
    bool gone = false;
};

std::string cleanNick(const std::string& nick) {
    return net::sanitizeText(nick, kMaxLobbyNickBytes);
}

}  // namespace

bool validOffer(const LobbyOffer& o) {
    const auto setup = setupFromText(o.setup);
    return hex16(o.id) && bareAddress(o.jid) && setup && setup->game && setup->side &&
           setup->captures;
}

struct LobbyRoom::Handler : gloox::MUCRoomHandler {
    Handler(gloox::ClientBase* c, const std::string& roomJid, const std::string& nick, Listener& l)
        : client(c), listener(l) {
        gloox::JID jid(roomJid);
        jid.setResource(nick);
        client->registerStanzaExtension(new LobbyStanza());
        room = std::make_unique<gloox::MUCRoom>(client, jid, this);
        // A little of what was said before we came; posts from then are not believed.
        room->setRequestHistory(20, gloox::MUCRoom::HistoryMaxStanzas);
    }

    void handleMUCParticipantPresence(gloox::MUCRoom*, const gloox::MUCRoomParticipant p,
                                      const gloox::Presence& presence) override {
        if (!p.nick) return;
        const std::string nick = p.nick->resource();
        if (p.flags & gloox::UserSelf) {
            if (presence.subtype() != gloox::Presence::Unavailable && !joined) {
                joined = true;
                listener.joined();
            }
            return;
        }
        if (presence.subtype() == gloox::Presence::Unavailable) {
            occupants.erase(std::remove(occupants.begin(), occupants.end(), nick), occupants.end());
            if (dropOffer(nick)) listener.offersChanged();
            return;
        }
        if (std::find(occupants.begin(), occupants.end(), nick) != occupants.end()) return;
        if (occupants.size() < 1000) occupants.push_back(nick);
        listener.arrived(nick);
    }

    void handleMUCMessage(gloox::MUCRoom*, const gloox::Message& msg, bool priv) override {
        const std::string nick = msg.from().resource();
        if (priv || nick.empty() || nick == room->nick()) return;
        const bool history = msg.when() != nullptr;
        if (const auto* ext = msg.findExtension<LobbyStanza>(LobbyStanza::kType)) {
            if (history) return;
            bool changed = dropOffer(nick);
            if (!ext->gone) {
                LobbyOffer o = ext->offer;
                o.nick = cleanNick(nick);
                if (validOffer(o) && offerList.size() < kMaxLobbyOffers) {
                    offerList.push_back({nick, o});
                    changed = true;
                }
            }
            if (changed) listener.offersChanged();
            return;
        }
        const std::string text = net::sanitizeText(msg.body(), net::kMaxChatBytes);
        if (!text.empty()) listener.said(cleanNick(nick), text, history);
    }

    bool handleMUCRoomCreation(gloox::MUCRoom*) override { return true; }  // an instant room
    void handleMUCSubject(gloox::MUCRoom*, const std::string&, const std::string&) override {}
    void handleMUCInviteDecline(gloox::MUCRoom*, const gloox::JID&, const std::string&) override {}
    void handleMUCError(gloox::MUCRoom*, gloox::StanzaError error) override {
        std::string why;
        Refusal r = Refusal::Other;
        switch (error) {
            case gloox::StanzaErrorConflict:
                r = Refusal::NameTaken;
                why = "someone in the room has that name already";
                break;
            case gloox::StanzaErrorNotAuthorized:
                r = Refusal::Password;
                why = "the room needs a password";
                break;
            case gloox::StanzaErrorForbidden:
                r = Refusal::Forbidden;
                why = "the room does not let this account in";
                break;
            // not-allowed: a room that is not there and may not be made here (XEP-0045), or a
            // service on another server this one does not talk to (prosody without s2s).
            case gloox::StanzaErrorNotAllowed:
            case gloox::StanzaErrorItemNotFound:
            case gloox::StanzaErrorRemoteServerNotFound:
            case gloox::StanzaErrorRemoteServerTimeout:
            case gloox::StanzaErrorServiceUnavailable:
                r = Refusal::NoRoom;
                why = "there is no such room or conference service";
                break;
            case gloox::StanzaErrorRegistrationRequired:
                r = Refusal::MembersOnly;
                why = "the room lets in only its members";
                break;
            default:
                why = "the room refused (error " + std::to_string(error) + ")";
        }
        joined = false;
        listener.refused(r, why);
    }
    void handleMUCInfo(gloox::MUCRoom*, int, const std::string&, const gloox::DataForm*) override {}
    void handleMUCItems(gloox::MUCRoom*, const gloox::Disco::ItemList&) override {}

    bool dropOffer(const std::string& nick) {
        const auto n = offerList.size();
        offerList.erase(std::remove_if(offerList.begin(), offerList.end(),
                                       [&](const auto& e) { return e.first == nick; }),
                        offerList.end());
        return offerList.size() != n;
    }

    bool sendExtension(LobbyStanza* ext) {
        if (!joined) {
            delete ext;
            return false;
        }
        gloox::Message m(gloox::Message::Groupchat,
                         gloox::JID(room->name() + "@" + room->service()));
        m.addExtension(ext);
        client->send(m);
        return true;
    }

    gloox::ClientBase* client;
    Listener& listener;
    std::unique_ptr<gloox::MUCRoom> room;
    bool asked = false;  // join() was called
    bool joined = false;
    std::vector<std::pair<std::string, LobbyOffer>> offerList;  // by the nick as it came
    std::vector<std::string> occupants;
};

LobbyRoom::LobbyRoom(gloox::ClientBase* client, const std::string& room, const std::string& nick,
                     Listener& listener)
    : handler_(std::make_unique<Handler>(client, room, nick, listener)) {}

LobbyRoom::~LobbyRoom() {
    handler_->room->removeMUCRoomHandler();
    // gloox leaves only a room it has heard it is in: one still answering our join is left
    // too, so that a new room of the same name on this session is a new join.
    if (handler_->asked && !handler_->joined) {
        gloox::JID to(room());
        to.setResource(nick());
        gloox::Presence bye(gloox::Presence::Unavailable, to);
        handler_->client->send(bye);
    }
}

void LobbyRoom::join() {
    handler_->asked = true;
    handler_->room->join();
}

void LobbyRoom::leave() {
    if (handler_->joined) handler_->room->leave();
    handler_->joined = false;
}

bool LobbyRoom::isJoined() const { return handler_->joined; }

std::string LobbyRoom::room() const {
    return handler_->room->name() + "@" + handler_->room->service();
}

std::string LobbyRoom::nick() const { return handler_->room->nick(); }

bool LobbyRoom::say(const std::string& text) {
    const std::string clean = net::sanitizeText(text, net::kMaxChatBytes);
    if (clean.empty() || !handler_->joined) return false;
    handler_->room->send(clean);
    return true;
}

bool LobbyRoom::post(const LobbyOffer& offer) {
    if (!validOffer(offer)) return false;
    return handler_->sendExtension(new LobbyStanza(offer, false));
}

bool LobbyRoom::withdraw(const std::string& id) {
    LobbyOffer o;
    o.id = id;
    return handler_->sendExtension(new LobbyStanza(o, true));
}

std::vector<LobbyOffer> LobbyRoom::offers() const {
    std::vector<LobbyOffer> out;
    for (const auto& e : handler_->offerList) out.push_back(e.second);
    return out;
}

std::vector<std::string> LobbyRoom::occupants() const {
    std::vector<std::string> out;
    for (const auto& n : handler_->occupants) out.push_back(cleanNick(n));
    return out;
}

}  // namespace bagh::xmpp
