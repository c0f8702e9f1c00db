// The lobby: a multi-user chat room (XEP-0045, gloox's MUCRoom) where players chat and post open
// games that anyone there may take (docs/NETWORK.md, "The lobby"). A post is data from anyone
// in the room: checked, bounded in size and in count, and never more than an address to invite.
//
//   <offer xmlns='urn:x-baghchal:lobby:1' id= jid= setup=/>   a groupchat message: an open
//       game; id: 16 hexadecimal digits; jid: the poster's bare address (whom a taker invites);
//       setup: the five setup words of the game the taker hosts (the taker's side among them)
//   <gone xmlns='urn:x-baghchal:lobby:1' id=/>                 the poster's game is no longer open
//
// A post lives while its poster is in the room: one per occupant (a new one replaces it), gone
// with a <gone/> or when the occupant leaves. Posts are not taken from the room's history (a
// poster posts again when someone comes in); chat from the history is shown as such.
//
// Made on the session now up (XmppClient::glooxClient()); a new line needs a new room. Not
// thread-safe; its listener is called from XmppClient::pump().
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gloox {
class ClientBase;
}

namespace bagh::xmpp {

inline constexpr const char* kLobbyNamespace = "urn:x-baghchal:lobby:1";
inline constexpr std::size_t kMaxLobbyOffers = 64;     // posts shown at once; more are dropped
inline constexpr std::size_t kMaxLobbyNickBytes = 48;  // an occupant's name, as shown

struct LobbyOffer {
    std::string nick;   // the poster's name in the room (sanitised)
    std::string id;     // 16 hexadecimal digits
    std::string jid;    // the poster's bare address
    std::string setup;  // five setup words: the game the taker hosts
    bool operator==(const LobbyOffer&) const = default;
};

// Checks a post's fields (id, address, setup words); false if any breaks its rule.
bool validOffer(const LobbyOffer& offer);

class LobbyRoom {
public:
    enum class Refusal : std::uint8_t {
        NameTaken,
        Password,
        Forbidden,
        NoRoom,
        MembersOnly,
        Other
    };

    class Listener {
    public:
        virtual ~Listener() = default;
        virtual void joined() = 0;
        // The room refused us (or could not be made): why, as data (a window words it) and in
        // English.
        virtual void refused(Refusal refusal, const std::string& why) = 0;
        // A chat line (sanitised, cut); `history`: from before we came.
        virtual void said(const std::string& nick, const std::string& text, bool history) = 0;
        virtual void offersChanged() = 0;
        // Someone came in (a poster posts again for them).
        virtual void arrived(const std::string& nick) = 0;
    };

    // `room`: the room's address (name@conference.server); `nick`: our name there.
    LobbyRoom(gloox::ClientBase* client, const std::string& room, const std::string& nick,
              Listener& listener);
    ~LobbyRoom();
    LobbyRoom(const LobbyRoom&) = delete;
    LobbyRoom& operator=(const LobbyRoom&) = delete;

    void join();
    void leave();
    bool isJoined() const;
    std::string room() const;
    std::string nick() const;
    // A chat line to everyone in the room (sanitised and cut first); false when empty or out.
    bool say(const std::string& text);
    // Posts our open game (replacing any before) / says it is gone.
    bool post(const LobbyOffer& offer);
    bool withdraw(const std::string& id);
    // The posts of the others now, in the order they came.
    std::vector<LobbyOffer> offers() const;
    std::vector<std::string> occupants() const;

    struct Handler;  // gloox's side (LobbyRoom.cpp)

private:
    std::unique_ptr<Handler> handler_;
};

}  // namespace bagh::xmpp
