#include "engine/xmpp/GameStanza.h"

#include <gloox/tag.h>

#include <map>

namespace bagh::xmpp {

GameStanza::GameStanza(const gloox::Tag* tag) : gloox::StanzaExtension(kType) {
    if (!tag || tag->xmlns() != kNamespace) return;
    // Text only: an element with children is not one of ours.
    if (!tag->children().empty()) return;
    std::map<std::string, std::string> attributes;
    for (const gloox::Tag::Attribute* a : tag->attributes()) {
        if (attributes.count(a->name())) return;
        attributes[a->name()] = a->value();
    }
    payload_ = readPayload(tag->name(), attributes, tag->cdata());
    m_valid = true;
}

GameStanza::GameStanza(Payload payload)
    : gloox::StanzaExtension(kType), payload_(std::move(payload)) {
    m_valid = payload_.kind != Payload::Kind::Invalid;
}

const std::string& GameStanza::filterString() const {
    static const std::string filter = [] {
        std::string f;
        for (int k = 1; k <= static_cast<int>(Payload::Kind::Refuse); ++k) {
            if (!f.empty()) f += '|';
            f += std::string("/message/") + kindWord(static_cast<Payload::Kind>(k)) + "[@xmlns='" +
                 kNamespace + "']";
        }
        return f;
    }();
    return filter;
}

gloox::Tag* GameStanza::tag() const {
    if (payload_.kind == Payload::Kind::Invalid) return nullptr;
    auto* t = new gloox::Tag(kindWord(payload_.kind), payload_.text);
    t->setXmlns(kNamespace);
    for (const auto& [name, value] : payloadAttributes(payload_)) t->addAttribute(name, value);
    return t;
}

}  // namespace bagh::xmpp
