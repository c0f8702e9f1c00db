// What a screen reader says of itself, without the focus moving: a message ("Goats placed C3.")
// goes to the accessibility bus as an object of the role Notification that shows (Qt's
// ObjectShow; AT-SPI's state "showing"), which Orca speaks every time ("… notification"). Orca
// 43 speaks neither a changed name or description nor a focus sent again, so this is the one
// way to be heard (measured with Qt 6.4). A reader cuts the last utterance short when a new one
// comes, so a message waits until the one before has had time to be spoken (an estimate from its
// length, at a reader's usual rate), and all that waited goes as one message: a computer's fast
// reply never cuts the player's own move short, and nothing is said twice.
//
// The object is a widget without size or focus, a child of the window, so it is on the bus in
// the window's tree; it draws nothing.
#pragma once

#include <QStringList>
#include <QTimer>
#include <QWidget>

class ScreenReaderNotice : public QWidget {
    Q_OBJECT

public:
    explicit ScreenReaderNotice(QWidget* window);

    // Says `text` as soon as the message before it has been spoken. Empty text is ignored.
    void say(const QString& text);
    // Takes back `text` if it waits still (another message says it better); true if it did.
    bool withdraw(const QString& text) { return waiting_.removeOne(text.simplified()); }
    // The message on the bus now (its accessible name): the last one sent.
    QString current() const { return current_; }
    // The messages not yet sent.
    QStringList waiting() const { return waiting_; }

    // How long a reader takes to speak `text`, about (what the next message waits).
    static int speakingMs(const QString& text);

signals:
    // A message went to the bus (also while no reader listens: for tests).
    void sent(const QString& text);

private:
    void sendWaiting();

    QString current_;
    QStringList waiting_;
    QTimer busy_;  // runs while the last message is being spoken
};
