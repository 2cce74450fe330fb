package io.admiralty;

/**
 * A request the service refuses, with the HTTP status it deserves and a message saying what is wrong.
 * Services throw it; the API turns it into a JSON error body.
 */
public final class RequestException extends RuntimeException {

    private final int status;

    private RequestException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }

    public static RequestException badRequest(String message) {
        return new RequestException(400, message);
    }

    public static RequestException unauthorized(String message) {
        return new RequestException(401, message);
    }

    public static RequestException forbidden(String message) {
        return new RequestException(403, message);
    }

    public static RequestException notFound(String message) {
        return new RequestException(404, message);
    }

    public static RequestException conflict(String message) {
        return new RequestException(409, message);
    }

    public static RequestException tooLarge(String message) {
        return new RequestException(413, message);
    }
}
