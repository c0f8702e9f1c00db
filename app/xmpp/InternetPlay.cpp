#include "xmpp/InternetPlay.h"

#include <QAction>
#include <QLabel>
#include <QWidget>

#include "xmpp/PasswordKeeper.h"
#include "xmpp/SignInDialog.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppWords.h"

InternetPlay::InternetPlay(QWidget* window)
    : QObject(window),
      window_(window),
      account_(new XmppAccount(this)),
      keeper_(new PasswordKeeper(this)),
      open_(new QAction(tr("Pla&y Over the Internet…"), this)),
      signOut_(new QAction(this)),
      indicator_(new QLabel) {
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    open_->setToolTip(tr("Play your contacts anywhere through an XMPP account"));
    connect(open_, &QAction::triggered, this, &InternetPlay::open);
    connect(signOut_, &QAction::triggered, this, [this] {
        const QString address = account_->address();
        account_->signOut();
        emit message(tr("Signed out of %1.").arg(address), 5000);
    });
    indicator_->setObjectName(QStringLiteral("internetIndicator"));
    connect(account_, &XmppAccount::stateChanged, this, &InternetPlay::showState);
    connect(account_, &XmppAccount::offline, this, &InternetPlay::showState);
    connect(account_, &XmppAccount::online, this,
            [this] { emit message(tr("Signed in as %1.").arg(account_->address()), 5000); });
    // The password could not be kept after signing in (the dialog has closed by then).
    connect(keeper_, &PasswordKeeper::notKept, this, [this](const QString&, const QString& why) {
        if (!why.isEmpty() && account_->isOnline()) emit message(why, 8000);
    });
    showState();
}

void InternetPlay::open() {
    if (account_->state() == XmppAccount::State::Online) {
        emit message(tr("Signed in as %1.").arg(account_->address()), 5000);
        return;
    }
    SignInDialog dialog(account_, keeper_, window_);
    dialog.exec();
}

void InternetPlay::showState() {
    const QString address = account_->address();
    const QString domain = address.section('@', 1);
    signOut_->setText(tr("Si&gn Out of %1").arg(address));
    signOut_->setVisible(account_->state() != XmppAccount::State::SignedOut &&
                         account_->state() != XmppAccount::State::Refused);
    QString text;
    switch (account_->state()) {
        case XmppAccount::State::SignedOut:
            break;
        case XmppAccount::State::Connecting:
            text = account_->problem().kind == bagh::xmpp::Problem::Kind::None
                       ? tr("Internet: signing in…")
                       : tr("Internet: connecting again…");
            indicator_->setToolTip(XmppWords::problem(account_->problem(), domain));
            break;
        case XmppAccount::State::Online:
            text = tr("Internet: %1").arg(address);
            indicator_->setToolTip(tr("Signed in as %1").arg(account_->fullAddress()));
            break;
        case XmppAccount::State::Refused:
            text = tr("Internet: signed out");
            indicator_->setToolTip(XmppWords::problem(account_->problem(), domain));
            break;
    }
    indicator_->setText(text);
    indicator_->setVisible(!text.isEmpty());
}
