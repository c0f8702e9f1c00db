// Game ▸ Play Over the Internet…, signed in: the contacts (who is online, who has the game; a
// click puts one in the invitation, Add Contact adds the address typed), invite a contact by
// address to a game (either game, the captures that win Lambs and Tigers, the side, the clock),
// who may watch it), watch the game a contact plays, or answer the invitations that came for this
// player (accept or decline). The dialog only gathers the choice; InternetPlay starts the game.
#pragma once

#include <QDialog>

#include "engine/net/NetMatch.h"
#include "engine/xmpp/Payload.h"
#include "engine/xmpp/WatcherFeed.h"

class CapturesBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QScrollArea;
class TimeControlEdit;
class XmppAccount;

// An invitation that came for this player, not yet answered.
struct Invitation {
    QString from;  // the host's full address
    bagh::xmpp::Payload payload;
};

class InternetDialog : public QDialog {
    Q_OBJECT

public:
    InternetDialog(XmppAccount* account, const QList<Invitation>& invitations,
                   QWidget* parent = nullptr);

    // The invitation in words: who, which game, the side this player would play, the clock.
    // `offer`: an open game posted in the lobby ("… offers …", not "… invites you to …").
    static QString describe(const Invitation& invitation, bool offer = false);

    QLineEdit* contactEdit() const { return contact_; }
    QListWidget* contactList() const { return contacts_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* watchButton() const { return watch_; }
    QComboBox* watchersBox() const { return watchers_; }
    QComboBox* gameBox() const { return game_; }
    QComboBox* sideBox() const { return side_; }
    TimeControlEdit* clockEdit() const { return clock_; }
    QPushButton* inviteButton() const { return invite_; }
    QPushButton* postButton() const { return post_; }
    QListWidget* invitationList() const { return invitations_; }
    QPushButton* acceptButton() const { return accept_; }
    QPushButton* declineButton() const { return decline_; }

signals:
    void inviteChosen(const QString& contact, const bagh::net::HostTerms& terms,
                      bagh::xmpp::WatchPolicy watchers);
    // Watch the game `contact` plays.
    void watchChosen(const QString& contact);
    // The same terms posted in the lobby for anyone there to take (Lobby.h).
    void postChosen(const bagh::net::HostTerms& terms);
    // `index` into the invitations the dialog was given.
    void answerChosen(int index, bool accept);

private:
    void inviteNow();
    bagh::net::HostTerms terms() const;
    void showContacts();
    void grow();
    // The contact field's address, or "" after saying what is wrong with it.
    QString typedContact();
    void answer(bool accept);

    XmppAccount* account_;
    QScrollArea* body_ = nullptr;
    QListWidget* contacts_;
    QPushButton* add_;
    QPushButton* watch_;
    QComboBox* watchers_;
    QLineEdit* contact_;
    QComboBox* game_;
    CapturesBox* captures_;
    QComboBox* side_;
    TimeControlEdit* clock_;
    QPushButton* invite_;
    QPushButton* post_;
    QListWidget* invitations_;
    QPushButton* accept_;
    QPushButton* decline_;
    QLabel* error_;
};
