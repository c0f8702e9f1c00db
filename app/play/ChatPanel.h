// The conversation of a network game, a card in the side panel: what both players said
// ("Sita: good move"), a line for what happens to the connection ("Ram joined"), and a box to
// type a line in with its Send button. Everything shown is plain text (a peer's words are
// data, never markup): lines are sanitised again as the protocol does (no control characters,
// no bidirectional overrides) before they are shown. A line typed is cut at a character as it
// grows past the protocol's 200 bytes of UTF-8; Enter or Send hands it out (sendRequested),
// an empty one never. Escape in the box hands the focus back (leaveRequested). The card can
// fold its conversation away (the box stays) and then counts the lines not yet seen.
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QToolButton;

class ChatPanel : public QFrame {
    Q_OBJECT

public:
    explicit ChatPanel(QWidget* parent = nullptr);

    // Adds "who: text"; `text` (and `who`) sanitised and shown as plain text.
    void addLine(const QString& who, const QString& text);
    // Adds a line about the game or the connection ("Sita joined").
    void addNote(const QString& text);
    // Forgets the conversation (a new network game).
    void clear();
    // Unfolds the conversation and gives the box the focus.
    void focusInput();
    void setFolded(bool folded);
    bool isFolded() const;

    // `text` cut to at most `maxBytes` bytes of UTF-8, at a character (never inside a
    // surrogate pair), as the protocol cuts it.
    static QString cutToBytes(const QString& text, int maxBytes);
    // `text` as a peer's line is shown: the protocol's sanitising, at most `maxBytes`.
    static QString sanitised(const QString& text, int maxBytes);

    // For tests and the keyboard.
    QLineEdit* input() const { return input_; }
    QPushButton* sendButton() const { return send_; }
    // The conversation as shown, one line a line.
    QString conversationText() const;

signals:
    // The player sends `text` (not empty, within the limit); the box is emptied.
    void sendRequested(const QString& text);
    // Escape in the box: the player is done typing.
    void leaveRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void append(const QString& line);
    void send();
    void updateTitle();

    QLabel* title_;
    QToolButton* fold_;
    QPlainTextEdit* conversation_;
    QLineEdit* input_;
    QPushButton* send_;
    int unseen_ = 0;  // lines that came while folded
};
