#include "net/NetWords.h"

#include <QCoreApplication>
#include <QLocale>

QString netReasonText(bagh::net::Reason reason) {
    using bagh::net::Reason;
    const char* text = "";
    switch (reason) {
        case Reason::None:
        case Reason::Closed:
            text = QT_TRANSLATE_NOOP("NetWords", "The connection was lost.");
            break;
        case Reason::Left:
            text = QT_TRANSLATE_NOOP("NetWords", "The other player left.");
            break;
        case Reason::WrongSecret:
            text = QT_TRANSLATE_NOOP("NetWords",
                                     "The keys did not match: the join code is wrong or old, or "
                                     "this is not its host.");
            break;
        case Reason::WrongVersion:
            text = QT_TRANSLATE_NOOP("NetWords",
                                     "The other program is of another version and cannot play "
                                     "with this one: both players need the same version.");
            break;
        case Reason::WrongSetup:
            text = QT_TRANSLATE_NOOP("NetWords", "The host plays another game or rule now.");
            break;
        case Reason::Busy:
            text = QT_TRANSLATE_NOOP("NetWords", "The host is busy.");
            break;
        case Reason::Garbage:
        case Reason::Protocol:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent something it should not.");
            break;
        case Reason::Overlong:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent a line far too long.");
            break;
        case Reason::Flood:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent too much too fast.");
            break;
        case Reason::Silence:
            text = QT_TRANSLATE_NOOP("NetWords", "Nothing was heard from the other side.");
            break;
        case Reason::IllegalMove:
            text = QT_TRANSLATE_NOOP("NetWords", "The other side sent an illegal move.");
            break;
        case Reason::Desync:
            text = QT_TRANSLATE_NOOP("NetWords", "The two game records differ; both are kept.");
            break;
        case Reason::Replaced:
            text = QT_TRANSLATE_NOOP("NetWords", "The game continues on a new connection.");
            break;
        case Reason::Taken:
            text = QT_TRANSLATE_NOOP("NetWords",
                                     "That game already has its second player; only that "
                                     "player's program can come back to it.");
            break;
        case Reason::Declined:
            text = QT_TRANSLATE_NOOP("NetWords", "The host declined to let you join.");
            break;
    }
    return QCoreApplication::translate("NetWords", text);
}

QString joinFailureText(NetGuest::Failure failure, bagh::net::Reason reason, const QString& where,
                        const QString& host) {
    using bagh::net::Reason;
    // Short enough to be read whole in the status bar of a 1280x720 window beside its
    // permanent notes: why, then what to do.
    auto say = [](const char* text) { return QCoreApplication::translate("NetWords", text); };
    switch (failure) {
        case NetGuest::Failure::NothingListens:
            return say(QT_TRANSLATE_NOOP("NetWords",
                                         "Nothing is listening at %1. Check the join code."))
                .arg(where);
        case NetGuest::Failure::NoAnswer:
            return say(QT_TRANSLATE_NOOP("NetWords",
                                         "The host at %1 does not answer. Check your network."))
                .arg(where);
        case NetGuest::Failure::NotBaghChal:
            return say(QT_TRANSLATE_NOOP("NetWords",
                                         "%1 is not a Bagh-Chal game. Check the join code."))
                .arg(where);
        case NetGuest::Failure::Refused:
            break;
    }
    switch (reason) {
        case Reason::WrongSecret:
            return say(QT_TRANSLATE_NOOP(
                "NetWords", "The keys did not match. Ask the host for the code it shows now."));
        case Reason::WrongVersion:
            return say(QT_TRANSLATE_NOOP(
                "NetWords",
                "The host has another version of Bagh-Chal. Both need the same version."));
        case Reason::WrongSetup:
            return say(QT_TRANSLATE_NOOP(
                "NetWords", "The host plays another game now. Pick it from the list again."));
        case Reason::Taken:
            return say(QT_TRANSLATE_NOOP(
                "NetWords", "That game already has its second player. Ask for a new game."));
        case Reason::Busy:
            return say(QT_TRANSLATE_NOOP(
                           "NetWords",
                           "The host is busy (tried %1 times). Join again in a minute."))
                .arg(QLocale().toString(NetGuest::kBusyTries));
        case Reason::Declined:
            if (host.isEmpty())
                return say(QT_TRANSLATE_NOOP(
                    "NetWords", "The host declined to let you join. Ask for its join code."));
            return say(QT_TRANSLATE_NOOP("NetWords",
                                         "%1 declined to let you join. Ask %1 for the join code."))
                .arg(host);
        default:
            break;
    }
    return say(QT_TRANSLATE_NOOP("NetWords", "Could not join: %1 Join again."))
        .arg(netReasonText(reason));
}

QString joinRetryText(int attempt, int tries) {
    return QCoreApplication::translate("NetWords", "The host is busy; trying again (%1 of %2)…")
        .arg(QLocale().toString(attempt), QLocale().toString(tries));
}
