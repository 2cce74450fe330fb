package io.admiralty.web;

import io.admiralty.Refusal;
import io.admiralty.api.ApiErrors;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Locale;

/**
 * The answers the page resources give other than a page at 200: a page with a status of its own (a refused form, a
 * page the caller may not read), and the redirect that ends a form's post, so that a reload reads the page rather than
 * posting the form again, with the word for what the form did in its address.
 */
final class PageResponses {

    static Response page(int status, Object page) {
        return Response.status(status).type(MediaType.TEXT_HTML).entity(page).build();
    }

    static Response seeOther(String path) {
        return Response.seeOther(URI.create(path)).build();
    }

    /**
     * The status of a page answering a refused form: the API's for the same refusal, 400 for what Bean Validation or
     * the ruleset's parser refused.
     */
    static int status(RuntimeException refused) {
        return refused instanceof Refusal refusal ? ApiErrors.status(refusal) : 400;
    }

    /** What a form did, by the word for it its redirect's address carries; null for any other word. */
    static <D extends Enum<D>> D named(Class<D> done, String word) {
        for (D each : done.getEnumConstants()) {
            if (each.name().equalsIgnoreCase(word)) {
                return each;
            }
        }
        return null;
    }

    /** The word for what a form did, as its redirect's address carries it. */
    static String word(Enum<?> done) {
        return done.name().toLowerCase(Locale.ROOT);
    }

    private PageResponses() {}
}
