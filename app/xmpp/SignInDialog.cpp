#include "xmpp/SignInDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/FitToScreen.h"
#include "xmpp/PasswordKeeper.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppWords.h"

namespace {

const QString kAddress = QStringLiteral("xmpp/address");
const QString kServer = QStringLiteral("xmpp/server");
const QString kAuthority = QStringLiteral("xmpp/authority");
const QString kRemember = QStringLiteral("xmpp/rememberPassword");

QString domainOf(const QString& address) { return address.section('@', 1).section('/', 0, 0); }

}  // namespace

SignInDialog::SignInDialog(XmppAccount* account, PasswordKeeper* keeper, QWidget* parent)
    : QDialog(parent), account_(account), keeper_(keeper) {
    setWindowTitle(tr("Play Over the Internet"));
    auto* body = new QVBoxLayout;
    auto* intro = new QLabel(
        tr("Sign in with an XMPP address (a free account on any public server will do) to play "
           "your contacts wherever they are. No port is opened on this computer."));
    intro->setWordWrap(true);
    // A wrapped text asks for a width of its own, so the dialog's height follows from it.
    intro->setMinimumWidth(intro->fontMetrics().averageCharWidth() * 60);
    body->addWidget(intro);

    auto* form = new QFormLayout;
    QSettings settings;
    address_ = new QLineEdit(settings.value(kAddress).toString());
    address_->setPlaceholderText(tr("name@example.org"));
    form->addRow(tr("&Address"), address_);
    password_ = new QLineEdit;
    password_->setEchoMode(QLineEdit::Password);
    form->addRow(tr("&Password"), password_);
    create_ = new QCheckBox(tr("&Create this account on the server"));
    form->addRow(create_);
    remember_ = new QCheckBox(tr("&Keep the password in the keyring"));
    remember_->setChecked(settings.value(kRemember, true).toBool());
    form->addRow(remember_);
    // Why the box is off, when it is (no keyring): in view, not in a tooltip only.
    keyringNote_ = new QLabel;
    keyringNote_->setWordWrap(true);
    keyringNote_->setForegroundRole(QPalette::PlaceholderText);
    keyringNote_->hide();
    form->addRow(keyringNote_);
    server_ = new QLineEdit(settings.value(kServer).toString());
    server_->setPlaceholderText(tr("the address's own server"));
    server_->setToolTip(
        tr("Where to connect, as host or host:port, if not the address's own "
           "server. The certificate is still checked for the address's domain."));
    form->addRow(tr("&Server"), server_);
    auto* authorityRow = new QHBoxLayout;
    authority_ = new QLineEdit(settings.value(kAuthority).toString());
    authority_->setPlaceholderText(tr("only the system's"));
    authority_->setToolTip(
        tr("A certificate authority to trust beside the system's (PEM), for "
           "a server of your own."));
    auto* browse = new QPushButton(tr("&Browse…"));
    browse->setAutoDefault(false);  // Return signs in, wherever the focus is
    connect(browse, &QPushButton::clicked, this, &SignInDialog::chooseAuthority);
    authorityRow->addWidget(authority_, 1);
    authorityRow->addWidget(browse);
    auto* authorityLabel = new QLabel(tr("Au&thority"));
    authorityLabel->setBuddy(authority_);
    form->addRow(authorityLabel, authorityRow);
    body->addLayout(form);
    body->addStretch(1);  // a taller dialog keeps its fields together

    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("signInStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    signIn_ = buttons->addButton(tr("Sign &In"), QDialogButtonBox::AcceptRole);
    signIn_->setDefault(true);
    connect(signIn_, &QPushButton::clicked, this, &SignInDialog::start);
    connect(buttons, &QDialogButtonBox::rejected, this, &SignInDialog::reject);
    // The news stays in view over the buttons, outside the part that scrolls on a small screen.
    auto* foot = new QWidget;
    auto* footLayout = new QVBoxLayout(foot);
    footLayout->setContentsMargins(0, 0, 0, 0);
    footLayout->addWidget(status_);
    footLayout->addWidget(buttons);
    FitToScreen::setBody(this, body, foot);

    connect(account_, &XmppAccount::stateChanged, this, &SignInDialog::showState);
    connect(account_, &XmppAccount::offline, this, &SignInDialog::showState);
    connect(keeper_, &PasswordKeeper::found, this,
            [this](const QString& address, const QString& password) {
                if (address == address_->text().trimmed() && password_->text().isEmpty())
                    password_->setText(password);
            });
    connect(keeper_, &PasswordKeeper::notKept, this, [this](const QString&, const QString& why) {
        if (keeper_->hasKeyring()) return;
        remember_->setChecked(false);
        remember_->setEnabled(false);
        remember_->setToolTip(why);
        keyringNote_->setText(why);
        keyringNote_->show();
        // It comes after the dialog was sized: grown to hold it, within the screen, once its
        // layout has taken it in.
        QTimer::singleShot(0, this, [this] {
            if (isVisible()) FitToScreen::grow(this);
        });
    });
    // Also asks whether there is a keyring at all, before the player ticks the box in vain.
    keeper_->read(address_->text().trimmed());
    (address_->text().isEmpty() ? address_ : password_)->setFocus();
}

void SignInDialog::chooseAuthority() {
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Certificate Authority"), authority_->text(), tr("Certificates (*.pem *.crt)"));
    if (!file.isEmpty()) authority_->setText(file);
}

void SignInDialog::say(const QString& text, bool problem) {
    status_->setText(text);
    status_->setProperty("problem", problem);
    status_->setStyleSheet(problem ? QStringLiteral("font-weight: bold") : QString());
    status_->setVisible(!text.isEmpty());
    if (isVisible() && !text.isEmpty()) {
        // The news wants its room: the dialog grows by it (within the screen).
        layout()->activate();
        resize(width(), std::max(height(), sizeHint().height()));
        FitToScreen::fit(this);
    }
}

void SignInDialog::start() {
    const QString address = address_->text().trimmed();
    if (domainOf(address).isEmpty() || address.startsWith('@')) {
        say(tr("Type the address as name@server, for example alice@example.org."), true);
        address_->setFocus();
        return;
    }
    if (password_->text().isEmpty()) {
        say(tr("Type the password."), true);
        password_->setFocus();
        return;
    }
    const QString authority = authority_->text().trimmed();
    if (!authority.isEmpty() && !QFileInfo(authority).isReadable()) {
        say(tr("The authority file %1 cannot be read.").arg(authority), true);
        authority_->setFocus();
        return;
    }
    bagh::xmpp::Account account;
    account.jid = address.section('/', 0, 0).toStdString();
    account.password = password_->text().toStdString();
    account.caFile = authority_->text().trimmed().toStdString();
    account.registerFirst = create_->isChecked();
    const QString server = server_->text().trimmed();
    if (!server.isEmpty()) {
        const int colon = server.lastIndexOf(':');
        bool ok = true;
        const int port = colon > 0 ? server.mid(colon + 1).toInt(&ok) : 5222;
        if (!ok || port <= 0 || port > 65535) {
            say(tr("The server's port must be a number from 1 to 65535."), true);
            server_->setFocus();
            return;
        }
        account.host = (colon > 0 ? server.left(colon) : server).toStdString();
        account.port = port;
    }
    QSettings settings;
    settings.setValue(kAddress, address);
    settings.setValue(kServer, server);
    settings.setValue(kAuthority, authority_->text().trimmed());
    settings.setValue(kRemember, remember_->isChecked());
    started_ = true;
    account_->signIn(account);
    showState();
}

void SignInDialog::showState() {
    if (!started_) return;
    const QString domain = domainOf(account_->address());
    const QString problem = XmppWords::problem(account_->problem(), domain);
    switch (account_->state()) {
        case XmppAccount::State::Online:
            if (remember_->isChecked())
                keeper_->keep(account_->address(), password_->text());
            else
                keeper_->forget(account_->address());
            started_ = false;
            accept();
            return;
        case XmppAccount::State::Connecting:
            signIn_->setEnabled(false);
            say(problem.isEmpty() ? tr("Signing in to %1…").arg(domain)
                                  : tr("%1 Trying again…").arg(problem),
                !problem.isEmpty());
            return;
        case XmppAccount::State::Refused:
            signIn_->setEnabled(true);
            create_->setChecked(false);  // created, or refused: either way not again
            say(problem, true);
            return;
        case XmppAccount::State::SignedOut:
            signIn_->setEnabled(true);
            return;
    }
}

void SignInDialog::reject() {
    // Cancel during a sign-in stops it; an account already online stays so.
    if (started_ && !account_->isOnline()) account_->signOut();
    started_ = false;
    QDialog::reject();
}
