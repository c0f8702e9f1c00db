// The XMPP password in the desktop's keyring (QtKeychain: the Secret Service, KWallet), never in
// a plain file: when there is no keyring (a desktop without one, a CI machine without a session
// bus) it says so, and the player types the password each time. Every call answers later, by one
// signal, from the event loop.
//
// Threads: the GUI thread.
#pragma once

#include <QObject>
#include <QString>

class PasswordKeeper : public QObject {
    Q_OBJECT

public:
    // `service`: the keyring's name for this program's entries (tests use their own).
    explicit PasswordKeeper(QObject* parent = nullptr,
                            QString service = QStringLiteral("baghchal-xmpp"));

    // Whether a keyring was there the last time one was asked (true until one was not).
    bool hasKeyring() const { return hasKeyring_; }

    // Answers with found(), or with notKept() (nothing kept for it, or no keyring).
    void read(const QString& address);
    // Answers with kept(), or with notKept() and why.
    void keep(const QString& address, const QString& password);
    // Removes what is kept for `address`; answers with forgotten().
    void forget(const QString& address);

signals:
    void found(const QString& address, const QString& password);
    void kept(const QString& address);
    // `why` is for the player, empty when the keyring simply holds nothing for `address`.
    void notKept(const QString& address, const QString& why);
    void forgotten(const QString& address);

private:
    QString service_;
    bool hasKeyring_ = true;
};
