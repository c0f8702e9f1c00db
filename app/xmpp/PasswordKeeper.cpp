#include "xmpp/PasswordKeeper.h"

#include <QTimer>

#ifdef BAGHCHAL_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace {

QString noKeyring() {
    return PasswordKeeper::tr(
        "This computer has no keyring to keep the password in: type it each time you sign in.");
}

}  // namespace

PasswordKeeper::PasswordKeeper(QObject* parent, QString service)
    : QObject(parent), service_(std::move(service)) {}

#ifdef BAGHCHAL_HAVE_KEYCHAIN

namespace {

// No backend, or one that cannot be reached (no session bus, no Secret Service on it).
bool keyringMissing(const QKeychain::Job& job) {
    return job.error() == QKeychain::NoBackendAvailable ||
           job.error() == QKeychain::NotImplemented || job.error() == QKeychain::OtherError;
}

}  // namespace

void PasswordKeeper::read(const QString& address) {
    auto* job = new QKeychain::ReadPasswordJob(service_, this);
    job->setInsecureFallback(false);  // never a plain file
    job->setKey(address);
    connect(job, &QKeychain::Job::finished, this, [this, address](QKeychain::Job* done) {
        auto* reading = static_cast<QKeychain::ReadPasswordJob*>(done);
        if (reading->error() == QKeychain::NoError) {
            hasKeyring_ = true;
            emit found(address, reading->textData());
        } else if (reading->error() == QKeychain::EntryNotFound) {
            hasKeyring_ = true;
            emit notKept(address, QString());
        } else {
            hasKeyring_ = !keyringMissing(*reading);
            emit notKept(address, hasKeyring_ ? reading->errorString() : noKeyring());
        }
    });
    job->start();
}

void PasswordKeeper::keep(const QString& address, const QString& password) {
    auto* job = new QKeychain::WritePasswordJob(service_, this);
    job->setInsecureFallback(false);
    job->setKey(address);
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this, [this, address](QKeychain::Job* done) {
        if (done->error() == QKeychain::NoError) {
            hasKeyring_ = true;
            emit kept(address);
        } else {
            hasKeyring_ = !keyringMissing(*done);
            emit notKept(address, hasKeyring_ ? done->errorString() : noKeyring());
        }
    });
    job->start();
}

void PasswordKeeper::forget(const QString& address) {
    auto* job = new QKeychain::DeletePasswordJob(service_, this);
    job->setInsecureFallback(false);
    job->setKey(address);
    connect(job, &QKeychain::Job::finished, this,
            [this, address](QKeychain::Job*) { emit forgotten(address); });
    job->start();
}

#else  // built without QtKeychain: there is no keyring to keep it in

void PasswordKeeper::read(const QString& address) {
    hasKeyring_ = false;
    QTimer::singleShot(0, this, [this, address] { emit notKept(address, noKeyring()); });
}

void PasswordKeeper::keep(const QString& address, const QString&) { read(address); }

void PasswordKeeper::forget(const QString& address) {
    QTimer::singleShot(0, this, [this, address] { emit forgotten(address); });
}

#endif
