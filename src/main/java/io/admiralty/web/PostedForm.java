package io.admiralty.web;

/**
 * Which of a page's forms was posted and refused ({@code name}), with what was typed in it and its refusal: the page is
 * shown again with that form as it was and every other form of the page empty. A template reads each of its forms by
 * name ({@code forms.of('release')}).
 */
record PostedForm(String name, Form form) {

    /** A page shown without a refused form. */
    static PostedForm none() {
        return new PostedForm("", Form.empty());
    }

    /** A form of buttons only, refused as a whole with {@code problem}. */
    static PostedForm refused(String name, String problem) {
        return new PostedForm(name, Form.refusedWith(problem));
    }

    public Form of(String which) {
        return which.equals(name) ? form : Form.empty();
    }
}
