// The game's payload (Payload.h) as a gloox stanza extension: registered with a client, it
// finds the one element of the game's namespace in a message and reads it with readPayload;
// an element of the namespace that breaks a rule reads as Payload::Kind::Invalid.
#pragma once

#include <gloox/stanzaextension.h>

#include <string>

#include "engine/xmpp/Payload.h"

namespace bagh::xmpp {

class GameStanza : public gloox::StanzaExtension {
public:
    static constexpr int kType = gloox::ExtUser + 53;

    explicit GameStanza(const gloox::Tag* tag = nullptr);
    explicit GameStanza(Payload payload);

    const Payload& payload() const { return payload_; }

    const std::string& filterString() const override;
    gloox::StanzaExtension* newInstance(const gloox::Tag* tag) const override {
        return new GameStanza(tag);
    }
    gloox::Tag* tag() const override;
    gloox::StanzaExtension* clone() const override { return new GameStanza(payload_); }

private:
    Payload payload_;
};

}  // namespace bagh::xmpp
