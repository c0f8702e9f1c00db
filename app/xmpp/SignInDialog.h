// Game ▸ Play Over the Internet…, before signing in: an XMPP address and its password (or a new
// account to create on a server that allows it), whether to keep the password in the desktop's
// keyring, and for a server of one's own where to connect and an authority to trust. It stays
// open while the account signs in, and says why when it cannot (a refused certificate with its
// reason, a wrong password, a server out of reach); it closes once the account is online.
// The address, the server and the authority are remembered (QSettings), the password only in the
// keyring (PasswordKeeper), never in a plain file.
#pragma once

#include <QDialog>

class PasswordKeeper;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class XmppAccount;

class SignInDialog : public QDialog {
    Q_OBJECT

public:
    SignInDialog(XmppAccount* account, PasswordKeeper* keeper, QWidget* parent = nullptr);

    // For tests and the keyboard: the parts a player uses.
    QLineEdit* addressEdit() const { return address_; }
    QLineEdit* passwordEdit() const { return password_; }
    QCheckBox* createBox() const { return create_; }
    QCheckBox* rememberBox() const { return remember_; }
    QLineEdit* serverEdit() const { return server_; }
    QLineEdit* authorityEdit() const { return authority_; }
    QPushButton* signInButton() const { return signIn_; }
    // What is happening, or why it failed.
    QLabel* statusLabel() const { return status_; }
    // Why the password cannot be kept (no keyring), shown under its box; hidden otherwise.
    QLabel* keyringNote() const { return keyringNote_; }

    void reject() override;

private:
    void start();
    void showState();
    void chooseAuthority();
    void say(const QString& text, bool problem);

    XmppAccount* account_;
    PasswordKeeper* keeper_;
    QLineEdit* address_;
    QLineEdit* password_;
    QCheckBox* create_;
    QCheckBox* remember_;
    QLineEdit* server_;
    QLineEdit* authority_;
    QPushButton* signIn_;
    QLabel* status_;
    QLabel* keyringNote_;
    bool started_ = false;  // this dialog asked the account to sign in
};
